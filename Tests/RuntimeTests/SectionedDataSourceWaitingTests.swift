import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Completions, and what happens to updates asked for while a batch
/// animates: they wait, the newest wins, and each completion runs once its
/// data or newer is on screen.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceWaitingTests: XCTestCase {
    private let first = [section("A", [1, 2, 3]), section("B", [4])]
    private let second = [section("B", [4, 1]), section("A", [3, 2, 5])]
    private let third = [section("A", [2]), section("C", [6])]
    private let fourth = [section("C", [6, 7]), section("A", [2, 3])]

    private func heldView(_ dataSource: SectionedDataSource<TestSection>) -> SimulatedListView<TestSection> {
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        return view
    }

    func testTheCompletionRunsWhenTheLastBatchHasFinished() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = heldView(dataSource)
        var finished = 0
        dataSource.apply(second, to: view) { finished += 1 }
        let stages = StagedChangeset(source: first, target: second).count
        XCTAssertGreaterThanOrEqual(stages, 2)
        XCTAssertEqual(view.batchCount, stages, "every stage is sent at once")
        XCTAssertTrue(dataSource.isUpdating)
        for _ in 1..<stages {
            XCTAssertTrue(view.finishOldestAnimation())
            XCTAssertEqual(finished, 0, "the completion waits for the last batch")
        }
        XCTAssertTrue(view.finishOldestAnimation())
        XCTAssertEqual(finished, 1)
        XCTAssertFalse(dataSource.isUpdating)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: second))
    }

    func testTheCompletionRunsAtOnceWhenThereIsNothingToAnimate() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = heldView(dataSource)
        var finished: [String] = []
        dataSource.apply(first, to: view) { finished.append("same data") }
        dataSource.apply(second, to: view, animated: false) { finished.append("not animated") }
        view.canAnimateUpdates = false
        dataSource.apply(third, to: view) { finished.append("no window") }
        XCTAssertEqual(finished, ["same data", "not animated", "no window"])
        XCTAssertEqual(view.batchCount, 0)
        XCTAssertEqual(view.reloadCount, 2)
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testAnUpdateAskedForWhileBatchesAnimateWaitsAndTheNewestWins() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = heldView(dataSource)
        var finished: [String] = []
        dataSource.apply(second, to: view) { finished.append("second") }
        let batches = view.batchCount
        dataSource.apply(third, to: view) { finished.append("third") }
        dataSource.apply(fourth, to: view) { finished.append("fourth") }
        XCTAssertEqual(view.batchCount, batches, "no batch while one animates")
        XCTAssertEqual(dataSource.sections, second, "the data stays what the view shows")
        XCTAssertEqual(finished, [])

        view.finishAnimations()
        XCTAssertEqual(finished, ["second", "third", "fourth"], "a superseded call finishes with the newer one")
        XCTAssertEqual(
            view.batchCount, batches + StagedChangeset(source: second, target: fourth).count,
            "the newest was diffed from what the view showed; the superseded one never ran")
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: fourth))
        XCTAssertEqual(dataSource.sections, fourth)
    }

    func testASupersededCompletionRunsOnlyOnceNewerDataIsOnScreen() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = heldView(dataSource)
        var seen: [String: String?] = [:]
        let (second, third, fourth) = (second, third, fourth)
        dataSource.apply(second, to: view) { seen["second"] = view.shownDifference(from: second) }
        dataSource.apply(third, to: view) { seen["third"] = view.shownDifference(from: fourth) }
        dataSource.apply(fourth, to: view) { seen["fourth"] = view.shownDifference(from: fourth) }
        XCTAssertTrue(view.finishOldestAnimation())
        // Until its last batch has finished, second's completion waits.
        while seen["second"] == nil { XCTAssertTrue(view.finishOldestAnimation()) }
        XCTAssertEqual(seen.keys.sorted(), ["second"], "third's completion ran before newer data was on screen")
        XCTAssertEqual(seen["second"], .some(nil))
        view.finishAnimations()
        XCTAssertEqual(seen["third"], .some(nil), "third finished with fourth on screen")
        XCTAssertEqual(seen["fourth"], .some(nil))
    }

    func testSetSectionsWhileBatchesAnimateWaitsAndThenReloads() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = heldView(dataSource)
        // Without a completion, an apply in an async context is the async
        // form, which would wait here.
        dataSource.apply(second, to: view, completion: nil)
        dataSource.setSections(third)
        XCTAssertEqual(dataSource.sections, second, "the view still reads this data")
        XCTAssertNil(view.shownDifference(from: dataSource.sections))
        view.finishAnimations()
        XCTAssertEqual(dataSource.sections, third)
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertNil(view.shownDifference(from: third))

        // Negative control: replacing the data of a view that was not told,
        // as setSections would mid-update, makes the next batch fail.
        view.holdsCompletions = false
        dataSource.setSections(first)
        await dataSource.apply(second, to: view)
        XCTAssertTrue(
            view.errors.first?.message.hasPrefix("before the update") == true, "\(view.errors)")
    }

    func testAnApplyFromACompletionRunsOnceTheFinishedUpdateHasEnded() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = heldView(dataSource)
        var finished: [String] = []
        dataSource.apply(second, to: view) {
            finished.append("second")
            dataSource.apply(self.third, to: view) { finished.append("third") }
        }
        view.finishAnimations()
        XCTAssertEqual(finished, ["second", "third"])
        XCTAssertNil(view.shownDifference(from: third))
        XCTAssertEqual(view.errors, [])
    }

    func testAwaitingAnApplyReturnsOnceItsAnimationsHaveEnded() async {
        let dataSource = SectionedDataSource(sections: first)
        let view = heldView(dataSource)
        var returned = false
        let task = Task {
            await dataSource.apply(second, to: view)
            returned = true
        }
        while view.heldCompletionCount == 0 { await Task.yield() }
        for _ in 0..<10 { await Task.yield() }
        XCTAssertFalse(returned, "returned while the batches animate")
        view.finishAnimations()
        await task.value
        XCTAssertTrue(returned)
        XCTAssertNil(view.shownDifference(from: second))
    }

    func testTheCompletionRunsEvenIfTheAppLetsGoOfTheDataSourceMeanwhile() async {
        var dataSource: SectionedDataSource<TestSection>? = SectionedDataSource(sections: first)
        weak let held = dataSource
        let view = SimulatedListView { held?.sections ?? [] }
        view.holdsCompletions = true
        var finished = false
        dataSource?.apply(second, to: view) { finished = true }
        dataSource = nil
        XCTAssertNotNil(held, "the batches under way keep it")
        view.finishAnimations()
        XCTAssertTrue(finished)
        XCTAssertNil(held, "released once they ended")
    }

    func testACompletionOfAnAbandonedRunIsIgnored() async {
        // A target that skips the update block is reloaded; the completions
        // of the batches it did run, called later, change nothing.
        let dataSource = SectionedDataSource(sections: first)
        let target = SkipsSecondBlock()
        var finished = 0
        dataSource.apply(second, to: target) { finished += 1 }
        XCTAssertEqual(target.reloadCount, 1)
        XCTAssertEqual(finished, 1, "the reload finished the update")
        XCTAssertFalse(dataSource.isUpdating)
        target.completions.forEach { $0() }
        XCTAssertEqual(finished, 1)
        dataSource.apply(third, to: target) { finished += 1 }
        XCTAssertEqual(dataSource.sections, third)
    }

    func testRandomUpdatesWhileAnimatingEndShowingTheNewestAndFinishEveryCall() async {
        var calls = 0, waited = 0
        for seed in UInt64(1)...4 {
            var random = RandomEdits(seed: seed)
            let dataSource = SectionedDataSource(sections: random.draw())
            dataSource.duplicatesHandler = { _ in }
            let view = heldView(dataSource)
            var asked: [[TestSection]] = []
            var finishedCalls = Set<Int>()
            var newest = dataSource.sections
            for step in 0..<300 {
                let context = "seed \(seed) step \(step)"
                switch random.number(below: 10) {
                case 0..<5:
                    let next = random.next(after: newest)
                    let number = asked.count
                    asked.append(next)
                    if dataSource.isUpdating { waited += 1 }
                    dataSource.apply(next, to: view, animated: !random.chance(8)) {
                        XCTAssertTrue(finishedCalls.insert(number).inserted, "\(context): call \(number) finished twice")
                        // Its data, or the data of a later call, is on screen.
                        let onScreen = asked.indices.last { view.shownDifference(from: asked[$0]) == nil }
                        XCTAssertGreaterThanOrEqual(onScreen ?? -1, number, "\(context): call \(number) finished early")
                    }
                    newest = next
                case 5:
                    let next = random.next(after: newest)
                    asked.append(next)
                    dataSource.setSections(next)
                    if !dataSource.isUpdating { view.reloadData() }
                    finishedCalls.insert(asked.count - 1)
                    newest = next
                case 6..<9:
                    view.finishOldestAnimation()
                default:
                    view.finishAnimations()
                }
                if let error = view.errors.first { return XCTFail("\(context): \(error)") }
                if !dataSource.isUpdating, let difference = view.shownDifference(from: newest) {
                    return XCTFail("\(context): idle but \(difference)")
                }
            }
            view.finishAnimations()
            XCTAssertEqual(finishedCalls.count, asked.count, "seed \(seed): a completion never ran")
            XCTAssertNil(view.shownDifference(from: newest), "seed \(seed)")
            XCTAssertEqual(dataSource.sections, newest)
            calls += asked.count
        }
        XCTAssertGreaterThan(calls, 500)
        XCTAssertGreaterThan(waited, 100, "the sequences ask for many updates while one animates")
    }
}

/// Runs the first batch, then skips the update block of the next; keeps
/// every completion for the test to call.
@MainActor private final class SkipsSecondBlock: BatchUpdateTarget {
    var canAnimateUpdates: Bool { true }
    private(set) var reloadCount = 0
    private(set) var completions: [() -> Void] = []
    private var batches = 0

    func performBatchUpdates<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        batches += 1
        if batches != 2 { updateData() }
        completions.append(completion)
    }

    func reloadData() { reloadCount += 1 }
}
