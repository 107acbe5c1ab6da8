import ItemizeRuntime
import XCTest

/// The identifier a generated identity joins from its kind's case name and
/// its fields: what UI tests find rows by (docs/row-behaviour.md).
final class AccessibilityIdentifiableTests: XCTestCase {
    private struct Row: AccessibilityIdentifiable {
        var accessibilityIdentifier: String { Self.accessibilityIdentifier(joining: "row.", 42) }
    }

    func testThePartsAreJoinedAsInterpolationShowsThem() {
        XCTAssertEqual(Row().accessibilityIdentifier, "row.42")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "banner.", "spring", ".", 3), "banner.spring.3")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "mail.", -1.5, ".", true), "mail.-1.5.true")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "spinner"), "spinner")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "note.", "a.b"), "note.a.b")
    }
}
