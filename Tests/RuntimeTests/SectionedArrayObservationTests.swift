import ItemizeRuntime
import XCTest

#if canImport(Observation)
    import Observation
#endif

// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedArrayObservationTests: XCTestCase {
    func testSectionModelsAreIdentifiableByTheirModelsIdentity() async {
        let sections = [section("A", [1]), section("B", [2])]
        XCTAssertEqual(sections.map(\.id), ["A", "B"])
        // A section's content may change while its identity, so its id, stays.
        XCTAssertEqual(section("A", [1], title: "New").id, section("A", [3], title: "Old").id)
        func ids<Element: Identifiable>(_ elements: [Element]) -> [Element.ID] { elements.map(\.id) }
        XCTAssertEqual(ids(sections), ["A", "B"])
    }

    #if canImport(Observation)
        func testAViewReadingSectionsIsToldOfEachDeliveryAndObserversStillHearIt() async throws {
            let array = try SectionedArray(sections: [section("A", [1, 2]), section("B", [])])
            var heard: [Changeset<TestSection>] = []
            let token = array.observe { heard.append($0) }
            let stream = array.changes
            let changes = Changes()
            track(array.sections, changes)
            try array.appendItem(Row(id: 3), toSection: 1)
            XCTAssertEqual(changes.count, 1, "a tracked read of sections was not told of a mutation")
            XCTAssertEqual(heard.count, 1)

            // Tracking is one-shot, as SwiftUI re-reads (and re-tracks) in its next body.
            try array.appendItem(Row(id: 4), toSection: 1)
            XCTAssertEqual(changes.count, 1)
            track(array.item(at: ItemPath(section: 0, item: 0)), changes)
            _ = try array.removeItem(at: ItemPath(section: 0, item: 0))
            XCTAssertEqual(changes.count, 2, "a tracked item(at:) was not told of a mutation")

            // A batch is one change, announced when it ends, with the result in place.
            track(array.sections, changes)
            try array.batch { array in
                try array.appendItem(Row(id: 5), toSection: 0)
                try array.moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 0))
                XCTAssertEqual(changes.count, 2, "a change was announced inside the batch")
            }
            XCTAssertEqual(changes.count, 3)
            XCTAssertEqual(array.sections, [section("A", [3, 2, 5]), section("B", [4])])

            // Nothing changes, nothing is announced.
            track(array.sections, changes)
            try array.setSections(array.sections)
            XCTAssertEqual(changes.count, 3)
            try array.appendItem(Row(id: 6), toSection: 1)
            XCTAssertEqual(changes.count, 4)

            array.removeObserver(token)
            // Five mutations and a batch of stages: the observer and the
            // stream still hear every changeset.
            XCTAssertGreaterThanOrEqual(heard.count, 5, "the observer missed a changeset")
            var streamed: [Changeset<TestSection>] = []
            for await changeset in stream {
                streamed.append(changeset)
                if streamed.count == heard.count { break }
            }
            XCTAssertEqual(streamed, heard, "the changes stream missed a changeset")
        }

        /// Reads `value` in a tracked scope; the next change of what it read
        /// adds one to `changes`.
        private func track<Value>(_ value: @autoclosure () -> Value, _ changes: Changes) {
            _ = withObservationTracking { value() } onChange: { changes.add() }
        }
    #endif
}

/// Counts the changes Observation announced; it announces them on the
/// thread making the change, here the main one.
private final class Changes: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}
