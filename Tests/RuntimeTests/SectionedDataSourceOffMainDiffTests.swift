import ItemizeTesting
import XCTest

// Testable to hold the off-main diffs until a test runs them, and to take a
// user's drag as the table adapters do.
@testable import ItemizeRuntime

/// `applyDiffingOffMainActor`: the diff runs off the main actor, and the
/// batches sent afterwards start from the data the view shows, whatever
/// changed while the diff ran.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceOffMainDiffTests: XCTestCase {
    private let first = [section("A", [1, 2, 3]), section("B", [4])]
    private let second = [section("B", [4, 1]), section("A", [3, 2, 5])]
    private let third = [section("A", [2]), section("C", [6])]
    private let fourth = [section("C", [6, 7]), section("A", [2, 3])]

    /// The off-main diffs a data source started, held until a test runs
    /// them, so that what happens while a diff runs does not depend on
    /// timing.
    @MainActor private final class HeldDiffs {
        private var jobs: [@Sendable () async -> Void] = []
        var count: Int { jobs.count }

        init<Section>(of dataSource: SectionedDataSource<Section>) {
            dataSource.runOffMainActor = { [unowned self] job in jobs.append(job) }
        }

        /// Runs the oldest held diff to its end: the diff, then what the
        /// data source does with it on the main actor.
        func runOldest() async {
            guard !jobs.isEmpty else { return XCTFail("no diff is running") }
            await jobs.removeFirst()()
        }
    }

    /// What a table does when the user drags a row: it moves the row on
    /// screen (a batch of one move, here) and the adapter hands the data
    /// source the moved data at once, even during an update.
    private func drag(
        from: ItemPath, to: ItemPath, in dataSource: SectionedDataSource<TestSection>,
        shownOn view: SimulatedListView<TestSection>
    ) {
        var moved = dataSource.sections
        let row = moved[from.section].items[from.item]
        moved[from.section].items.remove(at: from.item)
        moved[to.section].items.insert(row, at: to.item)
        view.performBatchUpdates(
            Changeset(sections: moved, movedItems: [(from: from, to: to)]), updateStyle: .reload,
            updateData: { dataSource.takeInteractiveMove(moved) }, completion: {})
    }

    func testTheDiffRunsOffTheMainActorAndItsBatchesAreLegal() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }

        await dataSource.applyDiffingOffMainActor(second, to: view)

        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: second))
        XCTAssertEqual(view.batchCount, StagedChangeset(source: first, target: second).count)
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertEqual(dataSource.sections, second)
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testWhileTheDiffRunsTheOldDataIsShownAndTheUpdateIsUnderWay() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let diffs = HeldDiffs(of: dataSource)
        var finished = 0
        dataSource.applyDiffingOffMainActor(second, to: view) { finished += 1 }

        XCTAssertEqual(diffs.count, 1)
        XCTAssertTrue(dataSource.isUpdating)
        XCTAssertEqual(dataSource.sections, first, "the view still reads the data it shows")
        XCTAssertEqual(view.batchCount, 0)
        XCTAssertEqual(finished, 0)

        await diffs.runOldest()
        XCTAssertEqual(finished, 1)
        XCTAssertFalse(dataSource.isUpdating)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: second))
        XCTAssertEqual(view.batchCount, StagedChangeset(source: first, target: second).count)
    }

    func testADragThatLandsWhileTheDiffRunsIsDiffedFromAgainNeverSentAStaleBatch() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let diffs = HeldDiffs(of: dataSource)
        var finished = 0
        dataSource.applyDiffingOffMainActor(second, to: view) { finished += 1 }

        // Row 1 dragged from A to the end of B while the diff runs.
        drag(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1), in: dataSource, shownOn: view)
        let dragged = [section("A", [2, 3]), section("B", [4, 1])]
        XCTAssertEqual(dataSource.sections, dragged)
        XCTAssertEqual(view.errors, [])

        await diffs.runOldest()
        XCTAssertEqual(view.batchCount, 1, "the stale stages were not sent")
        XCTAssertEqual(diffs.count, 1, "a new diff runs off the main actor, from the dragged data")
        XCTAssertTrue(dataSource.isUpdating)
        XCTAssertEqual(finished, 0)

        await diffs.runOldest()
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: second))
        XCTAssertEqual(
            view.batches.dropFirst().map(\.description),
            StagedChangeset(source: dragged, target: second).map { BatchUpdate($0).description },
            "the batches are those from the dragged data")
        XCTAssertEqual(dataSource.sections, second)
    }

    func testNegativeControlTheStaleStagesAfterADragAreRejected() async {
        // What the data source would have sent without its check: the
        // stages diffed before the drag, onto the view that shows the drag.
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let stale = StagedChangeset(source: first, target: second)
        drag(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1), in: dataSource, shownOn: view)
        XCTAssertEqual(view.errors, [])
        for stage in stale {
            view.performBatchUpdates(
                stage, updateStyle: .reload, updateData: { dataSource.takeInteractiveMove(stage.sections) },
                completion: {})
        }
        XCTAssertFalse(view.errors.isEmpty, "the simulator accepted a stale batch")
        XCTAssertTrue(view.errors[0].message.contains("invalid number of"), "\(view.errors)")
    }

    func testAfterThreeStaleDiffsInARowTheDiffRunsOnTheMainActor() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let diffs = HeldDiffs(of: dataSource)
        var finished = 0
        dataSource.applyDiffingOffMainActor(second, to: view) { finished += 1 }
        for attempt in 1...SectionedDataSource<TestSection>.offMainDiffAttempts {
            // Row 4, alone in B, dragged to the top of A and back.
            let toA = attempt % 2 == 1
            drag(
                from: ItemPath(section: toA ? 1 : 0, item: 0), to: ItemPath(section: toA ? 0 : 1, item: 0),
                in: dataSource, shownOn: view)
            XCTAssertEqual(diffs.count, 1)
            await diffs.runOldest()
        }
        XCTAssertEqual(diffs.count, 0, "the last diff ran on the main actor")
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: second))
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testAnUpdateAskedForWhileTheDiffRunsWaitsAndTheNewestWins() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let diffs = HeldDiffs(of: dataSource)
        var finished: [String] = []
        dataSource.applyDiffingOffMainActor(second, to: view) { finished.append("second") }
        dataSource.apply(third, to: view) { finished.append("third") }
        dataSource.applyDiffingOffMainActor(fourth, to: view) { finished.append("fourth") }
        XCTAssertEqual(view.batchCount, 0, "nothing is sent while the diff runs")
        XCTAssertEqual(dataSource.sections, first)

        await diffs.runOldest()
        XCTAssertEqual(finished, ["second"])
        XCTAssertNil(view.shownDifference(from: second))
        XCTAssertEqual(diffs.count, 1, "the newest waiting update diffs off the main actor, as it asked")

        await diffs.runOldest()
        XCTAssertEqual(finished, ["second", "third", "fourth"], "a superseded call finishes with the newer one")
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: fourth))
        XCTAssertEqual(
            view.batchCount,
            StagedChangeset(source: first, target: second).count + StagedChangeset(source: second, target: fourth).count,
            "the superseded update never ran")
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testSetSectionsWhileTheDiffRunsWaitsAndThenReloads() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let diffs = HeldDiffs(of: dataSource)
        dataSource.applyDiffingOffMainActor(second, to: view, completion: nil)
        dataSource.setSections(third)
        XCTAssertEqual(dataSource.sections, first, "the view still reads this data")

        await diffs.runOldest()
        XCTAssertEqual(dataSource.sections, third)
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: third))
    }

    func testAViewThatCannotAnimateOnceTheDiffIsDoneIsReloaded() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let diffs = HeldDiffs(of: dataSource)
        dataSource.applyDiffingOffMainActor(second, to: view, completion: nil)
        view.canAnimateUpdates = false   // it left its window meanwhile

        await diffs.runOldest()
        XCTAssertEqual(view.batchCount, 0)
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertNil(view.shownDifference(from: second))
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testNoDiffRunsWithoutAnimationOrWhileBatchesAnimate() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let diffs = HeldDiffs(of: dataSource)
        dataSource.applyDiffingOffMainActor(second, to: view, animated: false, completion: nil)
        XCTAssertEqual(diffs.count, 0)
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertNil(view.shownDifference(from: second))

        view.holdsCompletions = true
        dataSource.apply(third, to: view, completion: nil)
        dataSource.applyDiffingOffMainActor(fourth, to: view, completion: nil)
        XCTAssertEqual(diffs.count, 0, "it waits for the animating batches, as an apply does")
        view.finishAnimations()
        XCTAssertEqual(diffs.count, 1)
        view.holdsCompletions = false
        await diffs.runOldest()
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: fourth))
    }

    func testAChangesetOfABoundArrayWhileTheDiffRunsWaitsAndIsShownAfter() async throws {
        let dataSource = SectionedDataSource(sections: first)
        let view = SimulatedListView { dataSource.sections }
        let array = try SectionedArray(sections: first)
        dataSource.bind(array, to: view)
        let diffs = HeldDiffs(of: dataSource)
        dataSource.applyDiffingOffMainActor(second, to: view, completion: nil)
        try array.appendItem(Row(id: 9), toSection: 1)
        XCTAssertEqual(view.batchCount, 0, "the changeset waits for the update under way")
        XCTAssertEqual(dataSource.sections, first)

        await diffs.runOldest()
        XCTAssertEqual(diffs.count, 0, "the waiting changeset is diffed on the main actor, as bind does")
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections), "the array's newer data is shown last")
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testRealDiffsOffTheMainActorWithDragsWhileTheyRunKeepEveryBatchLegal() async {
        // The detached tasks of the real runner: whether a drag lands while
        // a diff runs depends on the threads, the outcome must not.
        for seed in UInt64(1)...60 {
            var random = RandomSections(seed: seed)
            let (source, target) = random.pair()
            let dataSource = SectionedDataSource(sections: source)
            dataSource.duplicatesHandler = { _ in }
            dataSource.reloadPolicy = .never
            let view = SimulatedListView { dataSource.sections }
            var finished = false
            dataSource.applyDiffingOffMainActor(target, to: view) { finished = true }
            var drags = 0
            while !finished {
                let rows = dataSource.sections.map(\.items.count)
                if drags < 2, dataSource.isUpdating, view.batchCount == 0,
                    let from = rows.indices.filter({ rows[$0] > 0 }).randomElement(using: &random.generator)
                {
                    let to = Int.random(in: rows.indices, using: &random.generator)
                    drag(
                        from: ItemPath(section: from, item: Int.random(in: 0..<rows[from], using: &random.generator)),
                        to: ItemPath(
                            section: to,
                            item: Int.random(in: 0...(rows[to] - (to == from ? 1 : 0)), using: &random.generator)),
                        in: dataSource, shownOn: view)
                    drags += 1
                }
                await Task.yield()
            }
            let context = "seed \(seed)\nsource: \(source)\ntarget: \(target)"
            if let error = view.errors.first { return XCTFail("\(context)\nrejected: \(error)") }
            if let difference = view.shownDifference(from: target) { return XCTFail("\(context)\n\(difference)") }
            XCTAssertEqual(dataSource.sections, target, context)
        }
    }

    func testRandomUpdatesWithDragsWhileTheirDiffsRunKeepEveryBatchLegal() async {
        var drags = 0, rediffs = 0
        for seed in UInt64(1)...300 {
            var random = RandomSections(seed: seed)
            let (source, target) = random.pair()
            let dataSource = SectionedDataSource(sections: source)
            dataSource.duplicatesHandler = { _ in }
            dataSource.reloadPolicy = .never
            let view = SimulatedListView { dataSource.sections }
            let diffs = HeldDiffs(of: dataSource)
            dataSource.applyDiffingOffMainActor(target, to: view, completion: nil)
            var runs = 0
            while diffs.count > 0 {
                let rows = dataSource.sections.map(\.items.count)
                if runs < 4, random.chance(60), let from = rows.indices.filter({ rows[$0] > 0 }).randomElement(
                    using: &random.generator)
                {
                    let to = Int.random(in: rows.indices, using: &random.generator)
                    drag(
                        from: ItemPath(section: from, item: Int.random(in: 0..<rows[from], using: &random.generator)),
                        to: ItemPath(
                            section: to,
                            item: Int.random(in: 0...(rows[to] - (to == from ? 1 : 0)), using: &random.generator)),
                        in: dataSource, shownOn: view)
                    drags += 1
                }
                await diffs.runOldest()
                runs += 1
            }
            rediffs += runs - 1
            let context = "seed \(seed)\nsource: \(source)\ntarget: \(target)"
            if let error = view.errors.first { return XCTFail("\(context)\nrejected: \(error)") }
            if let difference = view.shownDifference(from: target) { return XCTFail("\(context)\n\(difference)") }
            XCTAssertEqual(dataSource.sections, target, context)
            XCTAssertFalse(dataSource.isUpdating, context)
        }
        XCTAssertGreaterThan(drags, 100, "too few drags landed mid-diff to mean much")
        XCTAssertGreaterThan(rediffs, 50)
    }
}
