import XCTest
@testable import ItemizeGenerator

final class TextWriterTests: XCTestCase {
    func testTextWithinTheExpectedSizeIsWrittenWhole() {
        let text = TextWriter.string(capacity: 16) { writer in
            writer.write("id")
            writer.write(literal: ": ")
            writer.write("String")
            writer.write(UInt8(ascii: "?"))
        }

        XCTAssertEqual(text, "id: String?")
    }

    func testTextLongerThanTheExpectedSizeIsWrittenWholeThroughEveryKindOfWrite() {
        let name = String(repeating: "név", count: 50)
        var expected = ""
        let text = TextWriter.string(capacity: 3) { writer in
            for index in 0..<40 {
                writer.write(name)
                expected += name
                writer.write(literal: ", ")
                expected += ", "
                writer.write(UInt8(ascii: "a") + UInt8(index % 26))
                expected.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index % 26)))
                XCTAssertEqual(writer.lastByte, UInt8(ascii: "a") + UInt8(index % 26))
            }
        }

        XCTAssertEqual(text, expected)
        XCTAssertGreaterThan(text.utf8.count, 1_000)
    }

    func testNothingWrittenGivesAnEmptyString() {
        XCTAssertEqual(TextWriter.string(capacity: 0) { XCTAssertNil($0.lastByte) }, "")
        XCTAssertEqual(TextWriter.string(capacity: 0) { $0.write("grown from nothing") }, "grown from nothing")
    }
}
