import ItemizeTesting
import XCTest

// Testable for the reasons the data source gives for a reload.
@testable import ItemizeRuntime

// Test methods are async because swift-corelibs-xctest traps when it
// looks up a synchronous method of a main-actor test class.
@MainActor
final class SectionedDataSourceTests: XCTestCase {
    private let sample = [section("A", [1, 2, 3]), section("B", []), section("C", [4])]

    func testCountsAndLookupsAnswerInRangeAndNeverTrapOutOfRange() async {
        let dataSource = SectionedDataSource(sections: sample)
        XCTAssertEqual(dataSource.numberOfSections, 3)
        XCTAssertEqual((-1...3).map(dataSource.numberOfItems(inSection:)), [0, 3, 0, 1, 0])
        XCTAssertEqual(dataSource.section(at: 2)?.identity, "C")
        XCTAssertNil(dataSource.section(at: 3))
        XCTAssertNil(dataSource.section(at: -1))
        XCTAssertEqual(dataSource.item(at: ItemPath(section: 0, item: 2)), Row(id: 3))
        XCTAssertEqual(dataSource.item(at: ItemPath(section: 2, item: 0)), Row(id: 4))
        for path in [(0, 3), (0, -1), (1, 0), (3, 0), (-1, 0), (Int.max, Int.min)] {
            XCTAssertNil(dataSource.item(at: ItemPath(section: path.0, item: path.1)), "\(path)")
        }
        XCTAssertEqual(SectionedDataSource<TestSection>().numberOfItems(inSection: 0), 0)
    }

    func testModelAtABadPathThrowsAnErrorNamingThePathAndTheCounts() async throws {
        let dataSource = SectionedDataSource(sections: sample)
        let cases: [(ItemPath, String)] = [
            (ItemPath(section: 0, item: 3), "no item at [0, 3]: section 0 has 3 items"),
            (ItemPath(section: 0, item: -1), "no item at [0, -1]: section 0 has 3 items"),
            (ItemPath(section: 1, item: 0), "no item at [1, 0]: section 1 has 0 items"),
            (ItemPath(section: 2, item: 1), "no item at [2, 1]: section 2 has 1 item"),
            (ItemPath(section: 3, item: 0), "no section 3: there are 3 sections"),
            (ItemPath(section: -2, item: 0), "no section -2: there are 3 sections"),
        ]
        for (path, message) in cases {
            XCTAssertThrowsError(try dataSource.model(at: path)) { error in
                XCTAssertEqual((error as? ItemLookupError)?.description, message)
                XCTAssertEqual((error as? ItemLookupError)?.path, path)
            }
        }
        XCTAssertEqual(
            ItemLookupError(path: ItemPath(section: 1, item: 0), sectionCount: 1, itemCount: nil).description,
            "no section 1: there is 1 section")
        do {
            _ = try dataSource.model(at: ItemPath(section: 5, item: 0))
        } catch {
            XCTAssertEqual(error, ItemLookupError(path: ItemPath(section: 5, item: 0), sectionCount: 3, itemCount: nil))
        }
        XCTAssertEqual(try dataSource.model(at: ItemPath(section: 0, item: 1)), Row(id: 2))
    }

    func testIdentityLookupsFollowEveryApplyAndFindTheFirstDuplicate() async {
        let dataSource = SectionedDataSource(sections: sample)
        dataSource.duplicatesHandler = { _ in }
        let view = SimulatedListView { dataSource.sections }
        XCTAssertEqual(dataSource.itemPath(for: 3), ItemPath(section: 0, item: 2))
        XCTAssertEqual(dataSource.sectionIndex(for: "C"), 2)

        await dataSource.apply([section("C", [4, 3]), section("A", [2, 1, 7, 7]), section("C", [])], to: view)
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(dataSource.itemPath(for: 3), ItemPath(section: 0, item: 1))
        XCTAssertEqual(dataSource.itemPath(for: 7), ItemPath(section: 1, item: 2))
        XCTAssertNil(dataSource.itemPath(for: 99))
        XCTAssertEqual(dataSource.sectionIndex(for: "C"), 0)
        XCTAssertEqual(dataSource.sectionIndex(for: "A"), 1)
        XCTAssertNil(dataSource.sectionIndex(for: "B"))

        dataSource.setSections([section("B", [3])])
        XCTAssertEqual(dataSource.itemPath(for: 3), ItemPath(section: 0, item: 0))
        XCTAssertNil(dataSource.itemPath(for: 4))
        XCTAssertEqual(dataSource.sectionIndex(for: "B"), 0)
    }

    func testApplyRunsOneBatchPerStageWithTheDataSwappedInside() async {
        let old = sample
        let new = [section("C", [4, 1]), section("A", [3, 9]), section("D", [2])]
        let dataSource = SectionedDataSource(sections: old)
        var seenByView: [[TestSection]] = []
        let view = SimulatedListView {
            seenByView.append(dataSource.sections)
            return dataSource.sections
        }
        seenByView = []
        await dataSource.apply(new, to: view)

        let stages = StagedChangeset(source: old, target: new)
        XCTAssertGreaterThan(stages.count, 1)
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.batchCount, stages.count)
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertNil(view.shownDifference(from: new))
        XCTAssertEqual(dataSource.sections, new)
        // The view read each stage's sections after its update block.
        for stage in stages {
            XCTAssertTrue(seenByView.contains(stage.sections))
        }

        await dataSource.apply(new, to: view)
        XCTAssertEqual(view.batchCount, stages.count, "equal data needs no batch")
    }

    func testTheStrictViewRejectsADataSourceThatDoesNotSwapInsideTheBatch() async {
        let old = [section("A", [1, 2])], new = [section("A", [2, 1, 3])]
        let stage = StagedChangeset(source: old, target: new)[0]

        var held = old
        let late = SimulatedListView { held }
        late.performBatchUpdates(stage, updateStyle: .reload, updateData: {}, completion: {})
        XCTAssertEqual(late.errors.count, 1, "never swapped")

        let early = SimulatedListView { held }
        held = new
        early.performBatchUpdates(stage, updateStyle: .reload, updateData: {}, completion: {})
        XCTAssertTrue(early.errors.first?.message.hasPrefix("before the update") == true, "\(early.errors)")

        held = old
        let right = SimulatedListView { held }
        right.performBatchUpdates(stage, updateStyle: .reload, updateData: { held = stage.sections }, completion: {})
        XCTAssertEqual(right.errors, [])
        XCTAssertNil(right.shownDifference(from: stage.sections))
    }

    func testDuplicatesGoToTheHandlerAndTheUpdateStillHappens() async {
        let dataSource = SectionedDataSource(sections: sample)
        var reports: [[DuplicateIdentity<TestSection>]] = []
        dataSource.duplicatesHandler = { reports.append($0) }
        let view = SimulatedListView { dataSource.sections }
        let new = [section("A", [1, 5, 1]), section("B", [5]), section("A", [])]

        await dataSource.apply(new, to: view)
        XCTAssertEqual(reports, [[
            .section("A", indices: [0, 2]),
            .item(1, paths: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 2)]),
            .item(5, paths: [ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 0)]),
        ]])
        XCTAssertEqual(dataSource.sections, new)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: new))

        await dataSource.apply([section("A", [1])], to: view)
        dataSource.setSections([section("X", [8, 8])])
        XCTAssertEqual(reports.count, 2, "unique data is not reported; setSections is")
        XCTAssertEqual(reports.last, [.item(8, paths: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])])
    }

    func testWithoutAnimationOrAWindowTheViewReloadsOnce() async {
        let new = [section("B", [2]), section("A", [1])]
        for canAnimate in [false, true] {
            let dataSource = SectionedDataSource(sections: sample)
            let view = SimulatedListView { dataSource.sections }
            view.canAnimateUpdates = canAnimate
            await dataSource.apply(new, to: view, animated: canAnimate ? false : true)
            XCTAssertEqual(view.reloadCount, 1)
            XCTAssertEqual(view.batchCount, 0)
            XCTAssertNil(view.shownDifference(from: new))
            XCTAssertEqual(dataSource.sections, new)
        }
    }

    func testAViewThatReadsOtherDataIsReloadedNotAnimated() async {
        // A released or replaced data source: a batch would be checked
        // against counts the data does not have. (A drop in progress holds
        // the update instead: SectionedDataSourceUncommittedUpdatesTests.)
        let new = [section("B", [2]), section("A", [1, 4])]
        for breaksBatches in [false, true] {
            let dataSource = SectionedDataSource(sections: sample)
            var reasons: [String] = []
            dataSource.reloadReasonHandler = { reasons.append($0) }
            let view = SimulatedListView { dataSource.sections }
            view.readsDataSource = !breaksBatches
            await dataSource.apply(new, to: view)
            XCTAssertEqual(view.reloadCount, breaksBatches ? 1 : 0)
            XCTAssertEqual(view.batchCount == 0, breaksBatches)
            XCTAssertEqual(view.errors, [])
            XCTAssertNil(view.shownDifference(from: new))
            XCTAssertEqual(dataSource.sections, new)
            let reason = "reloading instead of animating: the view's data source is not the one showing this data "
                + "(it was released or replaced)"
            XCTAssertEqual(reasons, breaksBatches ? [reason] : [])
        }
    }

    func testATargetThatSaysNothingOfItsDataSourceIsAnimated() async {
        // The defaults: a target that cannot tell is trusted.
        let dataSource = SectionedDataSource(sections: sample)
        let target = CountingTarget()
        await dataSource.apply([section("A", [3, 2, 1])], to: target)
        XCTAssertTrue(target.readsData(from: dataSource))
        XCTAssertFalse(target.hasUncommittedUpdates)
        XCTAssertGreaterThan(target.batchCount, 0)
        XCTAssertEqual(target.reloadCount, 0)
    }

    func testApplyingEqualDataSendsNothingAndRunsTheCompletionAtOnce() async {
        let dataSource = SectionedDataSource(sections: sample)
        let view = SimulatedListView { dataSource.sections }
        // Equal, but built apart: the diff compares it item by item.
        let equal = [section("A", [1, 2, 3]), section("B", []), section("C", [4])]
        var completions = 0
        dataSource.apply(equal, to: view) { completions += 1 }
        XCTAssertEqual(completions, 1, "ran before apply returned")
        XCTAssertFalse(dataSource.isUpdating)
        XCTAssertEqual(view.batchCount + view.reloadCount, 0)
        XCTAssertEqual(dataSource.sections, equal)
    }

    func testSetSectionsTellsNoView() async {
        let dataSource = SectionedDataSource(sections: sample)
        let view = SimulatedListView { dataSource.sections }
        dataSource.setSections([section("Z", [1])])
        XCTAssertEqual(view.batchCount + view.reloadCount, 0)
        XCTAssertEqual(dataSource.numberOfSections, 1)
        XCTAssertNil(view.shownDifference(from: sample))
    }

    func testATargetThatSkipsTheUpdateBlockIsReloaded() async {
        let dataSource = SectionedDataSource(sections: sample)
        let target = SkippingTarget()
        let new = [section("A", [3, 2, 1])]
        await dataSource.apply(new, to: target)
        XCTAssertEqual(target.batchCount, 1, "stops at the first skipped block")
        XCTAssertEqual(target.reloadCount, 1)
        XCTAssertEqual(dataSource.sections, new)
    }

    func testAnApplyFromInsideABatchRunsAfterIt() async {
        let dataSource = SectionedDataSource(sections: sample)
        let view = SimulatedListView { dataSource.sections }
        let last = [section("C", [4]), section("E", [5, 1])]
        let target = ReentrantTarget(view: view) { target in
            dataSource.apply(last, to: target)
        }
        await dataSource.apply([section("A", [3, 1]), section("C", [4, 6])], to: target)
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(dataSource.sections, last)
        XCTAssertNil(view.shownDifference(from: last))
    }

    /// Selection: a tap at a path gives the typed model through `item(at:)`
    /// and the accessors the generator writes, with no cast and no trap.
    func testATapGivesTheTypedModel() async {
        let dataSource = SectionedDataSource(sections: [
            SettingsSectionModel(model: "general", items: [
                .toggle(SettingsToggle(key: "wifi", isOn: true)),
                .link(SettingsLink(title: "About", destination: "about")),
            ])
        ])
        var opened: [String] = []
        var toggled: [String] = []
        func didSelect(_ path: ItemPath) {
            guard let item = dataSource.item(at: path) else { return }
            if let link = item.link { opened.append(link.destination) }
            if let toggle = item.toggle { toggled.append(toggle.key) }
        }
        didSelect(ItemPath(section: 0, item: 1))
        didSelect(ItemPath(section: 0, item: 0))
        didSelect(ItemPath(section: 0, item: 7))  // a stale path from an old layout
        XCTAssertEqual(opened, ["about"])
        XCTAssertEqual(toggled, ["wifi"])
    }
}

/// A hand-written stand-in for a generated item enum.
private enum SettingsItem: IdentifiableType, Equatable {
    case toggle(SettingsToggle)
    case link(SettingsLink)

    enum Identity: Hashable {
        case toggle(String)
        case link(String)
    }

    var identity: Identity {
        switch self {
        case .toggle(let toggle): .toggle(toggle.key)
        case .link(let link): .link(link.destination)
        }
    }

    var toggle: SettingsToggle? {
        if case .toggle(let toggle) = self { toggle } else { nil }
    }

    var link: SettingsLink? {
        if case .link(let link) = self { link } else { nil }
    }
}

private struct SettingsToggle: Equatable {
    var key: String
    var isOn: Bool
}

private struct SettingsLink: Equatable {
    var title: String
    var destination: String
}

private typealias SettingsSectionModel = AnimatableSectionModel<String, SettingsItem>

/// A broken adapter that never runs the update block.
@MainActor private final class SkippingTarget: BatchUpdateTarget {
    var canAnimateUpdates: Bool { true }
    var batchCount = 0
    var reloadCount = 0
    func performBatchUpdates<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        batchCount += 1
    }
    func reloadData() { reloadCount += 1 }
}

/// Forwards to a simulated view, and asks for another apply from inside
/// the first batch, as a view callback might.
@MainActor private final class ReentrantTarget: BatchUpdateTarget {
    let view: SimulatedListView<TestSection>
    var onFirstBatch: ((ReentrantTarget) -> Void)?
    init(view: SimulatedListView<TestSection>, onFirstBatch: @escaping (ReentrantTarget) -> Void) {
        self.view = view
        self.onFirstBatch = onFirstBatch
    }
    var canAnimateUpdates: Bool { view.canAnimateUpdates }
    func performBatchUpdates<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        view.performBatchUpdates(
            changeset, updateStyle: updateStyle,
            updateData: {
                updateData()
                if let onFirstBatch {
                    self.onFirstBatch = nil
                    onFirstBatch(self)
                }
            }, completion: completion)
    }
    func reloadData() { view.reloadData() }
}

/// Runs every batch and says nothing of its data source or of uncommitted
/// updates, so that the protocol's defaults decide.
@MainActor private final class CountingTarget: BatchUpdateTarget {
    var canAnimateUpdates: Bool { true }
    private(set) var batchCount = 0
    private(set) var reloadCount = 0

    func performBatchUpdates<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        batchCount += 1
        updateData()
        completion()
    }

    func reloadData() { reloadCount += 1 }
}
