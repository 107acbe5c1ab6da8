@testable import ItemizeGenerator
import XCTest

/// The table sections find their kinds in: every name at its position,
/// whatever the probing does.
final class NamePositionsTests: XCTestCase {
    func testEveryNameIsFoundAtItsPositionAndOthersAreNot() {
        let names = (0..<3_000).map { "Kind\($0)" } + ["", "日本", "a name longer than fifteen bytes"]
        let positions = NamePositions(names)
        for (position, name) in names.enumerated() {
            XCTAssertEqual(positions.position(of: name), position, name)
        }
        XCTAssertNil(positions.position(of: "Kind3000"))
        XCTAssertNil(positions.position(of: "kind0"))
        XCTAssertNil(NamePositions([]).position(of: "Kind0"))
    }

    func testTheFirstOfEqualNamesWins() {
        let positions = NamePositions(["Card", "Ad", "Card", "Ad", "Banner"])
        XCTAssertEqual(positions.position(of: "Card"), 0)
        XCTAssertEqual(positions.position(of: "Ad"), 1)
        XCTAssertEqual(positions.position(of: "Banner"), 4)
    }
}
