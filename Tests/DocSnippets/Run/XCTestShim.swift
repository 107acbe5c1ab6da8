// The XCTest names the runnable snippets use, for the executable that runs
// them outside a test bundle: a failure is printed with the snippet's place
// in its Markdown file, which the test then reports.

/// A test class's base, whose subclasses the runner makes and calls.
open class XCTestCase {
    public init() {}
}

func XCTAssertEqual<Value: Equatable>(
    _ first: @autoclosure () -> Value, _ second: @autoclosure () -> Value,
    file: StaticString = #filePath, line: UInt = #line
) {
    let (a, b) = (first(), second())
    if a != b { print("assertion failed at \(file):\(line): \(a) is not \(b)") }
}

func XCTAssertNil<Value>(_ value: @autoclosure () -> Value?, file: StaticString = #filePath, line: UInt = #line) {
    if let value = value() { print("assertion failed at \(file):\(line): \(value) is not nil") }
}
