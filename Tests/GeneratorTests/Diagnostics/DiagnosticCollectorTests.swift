import XCTest
@testable import ItemizeGenerator

final class DiagnosticCollectorTests: XCTestCase {
    private let here = SourceLocation(file: "A.itemize.json", line: 2, column: 3, jsonPath: "items[0]")

    func testAProblemReportedTwiceAtOnePlaceIsKeptOnceAndTheOrderIsKept() {
        let collector = DiagnosticCollector()
        collector.append(Diagnostic("unknown key \"nmae\"", at: here))
        collector.append(Diagnostic("missing required key \"name\"", at: here))
        collector.append(Diagnostic("unknown key \"nmae\"", at: here))
        collector.append(contentsOf: [Diagnostic("unknown key \"nmae\"", at: SourceLocation(file: "A.itemize.json", line: 3, column: 3, jsonPath: "items[1]"))])
        XCTAssertEqual(collector.all.map(\.description), [
            "A.itemize.json:2:3: error: unknown key \"nmae\" (at items[0])",
            "A.itemize.json:2:3: error: missing required key \"name\" (at items[0])",
            "A.itemize.json:3:3: error: unknown key \"nmae\" (at items[1])",
        ])
    }

    func testErrorsAreCountedFromAMarkAndWarningsAreNotErrors() {
        let collector = DiagnosticCollector()
        collector.append(Diagnostic("first", at: here))
        let mark = collector.count
        XCTAssertFalse(collector.hasErrors(since: mark))
        collector.append(Diagnostic(.warning, "a deprecated brace", at: here))
        XCTAssertFalse(collector.hasErrors(since: mark))
        XCTAssertTrue(collector.hasErrors)
        collector.append(Diagnostic("second", at: here))
        XCTAssertTrue(collector.hasErrors(since: mark))
    }
}
