import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Seeded random sequences of updates through `SectionedDataSource.apply`
/// into the strict simulated view.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceRandomTests: XCTestCase {
    func testRandomUpdateSequencesKeepTheViewAndTheLookupsExact() async {
        var totalBatches = 0, totalReloads = 0, duplicateReports = 0
        for seed in UInt64(1)...4 {
            var random = RandomEdits(seed: seed)
            let dataSource = SectionedDataSource(sections: random.draw())
            dataSource.duplicatesHandler = { _ in duplicateReports += 1 }
            let view = SimulatedListView(
                dataSource: { dataSource.sections }, viewKind: seed % 2 == 0 ? .tableView : .collectionView)
            for step in 0..<800 {
                let next = random.next(after: dataSource.sections)
                let animated = !random.chance(5)
                view.canAnimateUpdates = !random.chance(5)
                let (batches, reloads) = (view.batchCount, view.reloadCount)
                // Mostly the default style, which reconfigures; now and then reloads.
                await dataSource.apply(next, to: view, animated: animated, updateStyle: random.chance(30) ? .reload : nil)

                let context = "seed \(seed) step \(step)\nnext: \(next)"
                if let error = view.errors.first { return XCTFail("\(context)\nrejected: \(error)") }
                if let difference = view.shownDifference(from: next) { return XCTFail("\(context)\n\(difference)") }
                XCTAssertEqual(dataSource.sections, next, context)
                if !animated || !view.canAnimateUpdates {
                    XCTAssertEqual(view.reloadCount - reloads, 1, context)
                    XCTAssertEqual(view.batchCount, batches, context)
                } else {
                    XCTAssertEqual(view.reloadCount, reloads, context)
                }
                if let mismatch = lookupMismatch(dataSource, next) { return XCTFail("\(context)\n\(mismatch)") }
            }
            totalBatches += view.batchCount
            totalReloads += view.reloadCount
        }
        // The sequences exercise every path: many batches, some reloads, duplicates.
        XCTAssertGreaterThan(totalBatches, 3_000)
        XCTAssertGreaterThan(totalReloads, 100)
        XCTAssertGreaterThan(duplicateReports, 100)
    }

    /// Compares the O(1) lookups with a scan for the first occurrence, for
    /// every identity present and a few absent ones.
    private func lookupMismatch(_ dataSource: SectionedDataSource<TestSection>, _ sections: [TestSection]) -> String? {
        let itemIdentities = Set(sections.flatMap { $0.items.map(\.id) }).union([-1, 999])
        for identity in itemIdentities {
            var expected: ItemPath?
            scan: for sectionIndex in sections.indices {
                for itemIndex in sections[sectionIndex].items.indices
                where sections[sectionIndex].items[itemIndex].id == identity {
                    expected = ItemPath(section: sectionIndex, item: itemIndex)
                    break scan
                }
            }
            if dataSource.itemPath(for: identity) != expected {
                return "itemPath(for: \(identity)) is \(String(describing: dataSource.itemPath(for: identity))), "
                    + "expected \(String(describing: expected))"
            }
        }
        for identity in Set(sections.map(\.identity)).union(["absent"]) {
            let expected = sections.firstIndex { $0.identity == identity }
            let found = dataSource.sectionIndex(for: identity)
            if found != expected {
                return "sectionIndex(for: \(identity)) is \(String(describing: found)), "
                    + "expected \(String(describing: expected))"
            }
        }
        return nil
    }
}
