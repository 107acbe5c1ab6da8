import XCTest

@testable import ItemizeGenerator

final class DiagnosticTests: XCTestCase {
    private let location = SourceLocation(file: "Feed.itemize.json", line: 12, column: 7, jsonPath: "sections[1].items[0]")

    func testAnErrorPrintsAsBefore() {
        let error = Diagnostic("unknown kind \"Crd\"", at: location, suggestion: "did you mean \"Card\"?")
        XCTAssertEqual(error.severity, .error)
        XCTAssertTrue(error.isError)
        XCTAssertEqual(
            error.description,
            #"Feed.itemize.json:12:7: error: unknown kind "Crd" (at sections[1].items[0]); did you mean "Card"?"#)
    }

    func testAWarningPrintsAsTheCompilerPrintsOne() {
        let warning = Diagnostic(.warning, "\"Spinner\" has no data", at: location, suggestion: "allow it in one section")
        XCTAssertFalse(warning.isError)
        XCTAssertEqual(
            warning.description,
            #"Feed.itemize.json:12:7: warning: "Spinner" has no data (at sections[1].items[0]); allow it in one section"#)
        XCTAssertEqual(Diagnostic(.warning, "no place", at: nil).description, "warning: no place")
    }
}
