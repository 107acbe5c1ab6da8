import XCTest
@testable import ItemizeGenerator

/// Diagnostics are printed in file order, as Xcode lists them, and those at
/// one place in the order they were found.
final class SortedByLocationTests: XCTestCase {
    private func at(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        Diagnostic(message, at: SourceLocation(file: "S.json", line: line, column: column, jsonPath: ""))
    }

    func testOrdersByLineThenColumnAndKeepsTheOrderAtOnePlace() {
        let found = [
            at(3, 1, "third line"), at(1, 9, "first line, far"), at(1, 2, "first line, near, found first"),
            Diagnostic("no location", at: nil), at(1, 2, "first line, near, found second"),
        ]
        XCTAssertEqual(sortedByLocation(found).map(\.message), [
            "no location", "first line, near, found first", "first line, near, found second", "first line, far",
            "third line",
        ])
    }
}
