import ItemizeRuntime
import XCTest

/// `KindRestrictedSection.targetItemPath(forMoveFrom:toProposed:in:)`: a drop
/// goes where its section allows the item's kind, else back where it came from.
final class TargetItemPathTests: XCTestCase {
    private let sections = [kennel([.dog(1), .dog(2)]), cattery([.cat(3)])]

    func testADropIntoASectionThatAllowsTheKindGoesThere() {
        let source = ItemPath(section: 0, item: 0)
        for proposed in [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2)] {
            XCTAssertEqual(Pen.targetItemPath(forMoveFrom: source, toProposed: proposed, in: sections), proposed)
        }
    }

    func testADropIntoASectionThatRefusesTheKindStaysAtTheSource() {
        let source = ItemPath(section: 1, item: 0)
        let proposed = ItemPath(section: 0, item: 1)
        XCTAssertEqual(Pen.targetItemPath(forMoveFrom: source, toProposed: proposed, in: sections), source)
    }

    func testPathsOutsideTheSectionsStayAtTheSource() {
        let cases: [(source: ItemPath, proposed: ItemPath)] = [
            (ItemPath(section: 2, item: 0), ItemPath(section: 0, item: 0)),
            (ItemPath(section: 0, item: 5), ItemPath(section: 0, item: 0)),
            (ItemPath(section: 0, item: 0), ItemPath(section: 7, item: 0)),
            (ItemPath(section: -1, item: 0), ItemPath(section: 0, item: 0)),
        ]
        for (source, proposed) in cases {
            XCTAssertEqual(Pen.targetItemPath(forMoveFrom: source, toProposed: proposed, in: sections), source, "\(source)")
        }
        XCTAssertEqual(
            Pen.targetItemPath(forMoveFrom: ItemPath(section: 0, item: 0), toProposed: ItemPath(section: 0, item: 0), in: []),
            ItemPath(section: 0, item: 0))
    }
}
