import ItemizeRuntime
import XCTest

final class DuplicateIdentitiesTests: XCTestCase {
    func testUniqueIdentitiesReportNothing() {
        XCTAssertEqual(duplicateIdentities(in: [section("A", [1, 2]), section("B", [3])]), [])
        XCTAssertEqual(duplicateIdentities(in: [TestSection]()), [])
    }

    func testReportsSectionsThenItemsWithEveryPosition() {
        let sections = [section("A", [1, 2, 1]), section("B", [3, 2]), section("A", [1])]
        XCTAssertEqual(duplicateIdentities(in: sections), [
            .section("A", indices: [0, 2]),
            .item(1, paths: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 2),
                             ItemPath(section: 2, item: 0)]),
            .item(2, paths: [ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 1)]),
        ])
    }

    func testDescriptionIsALogLine() {
        let duplicates = duplicateIdentities(in: [section("A", [7]), section("B", [7])])
        XCTAssertEqual(duplicates.map(\.description), ["item 7 at [0, 0], [1, 0]"])
        XCTAssertEqual(
            duplicateIdentities(in: [section("A", []), section("A", [])]).map(\.description),
            ["section \"A\" at 0, 1"])
    }
}
