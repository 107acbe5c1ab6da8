import ItemizeRuntime
import XCTest

/// The identifier a generated identity joins from its kind's fixed texts and
/// its fields: what UI tests find rows by (docs/row-behaviour.md).
final class AccessibilityIdentifiableTests: XCTestCase {
    private struct Row: AccessibilityIdentifiable {
        var accessibilityIdentifier: String { Self.accessibilityIdentifier(joining: "row.", 42) }
    }

    func testThePartsAreJoinedAsInterpolationShowsThem() {
        XCTAssertEqual(Row().accessibilityIdentifier, "row.42")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "banner.", "spring", ".", 3), "banner.spring.3")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "spinner"), "spinner")
        // One value cannot be split another way: it reads as written.
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "note.", "a.b"), "note.a.b")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "note-", "50%", "-end"), "note-50%-end")
    }

    func testValuesOfACompositeIdentityCannotRunIntoEachOther() {
        let dotted = Row.accessibilityIdentifier(joining: "banner.", "a.b", ".", "c")
        let split = Row.accessibilityIdentifier(joining: "banner.", "a", ".", "b.c")
        XCTAssertEqual(dotted, "banner.a%2Eb.c")
        XCTAssertEqual(split, "banner.a.b%2Ec")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "mail.", -1.5, ".", true), "mail.-1%2E5.true")
        // The escape character itself is escaped, so an escaped value never
        // equals a value written that way.
        XCTAssertNotEqual(
            Row.accessibilityIdentifier(joining: "x.", "a%2Eb", ".", "c"), Row.accessibilityIdentifier(joining: "x.", "a.b", ".", "c"))
        // A kind's own separators, and a pattern that starts with a value.
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "", "x-", "-", "y"), "x%2D-y")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "", "x", "-", "-y"), "x-%2Dy")
        XCTAssertEqual(Row.accessibilityIdentifier(joining: "m/", "ä/b", "/", 1, "!"), "m/ä%2Fb/1!")
    }

    func testEveryPairOfIdentitiesGetsItsOwnIdentifier() {
        let values = ["", ".", "a", "a.", ".a", "a.b", "%", "%2E", "a%2E"]
        var seen: [String: (String, String)] = [:]
        for first in values {
            for second in values {
                let identifier = Row.accessibilityIdentifier(joining: "pair.", first, ".", second)
                if let earlier = seen[identifier] {
                    XCTFail("\(earlier) and \((first, second)) share \(identifier)")
                }
                seen[identifier] = (first, second)
            }
        }
    }
}
