import XCTest
@testable import ItemizeGenerator

final class TemplateValueTests: XCTestCase {
    func testLiteralsBuildTheMatchingCases() {
        let name = "Card"
        let value: TemplateValue = ["name": "\(name)Cell", "isGenerated": true, "fields": ["id", "title"]]
        XCTAssertEqual(value, .dictionary([
            "name": .string("CardCell"),
            "isGenerated": .bool(true),
            "fields": .list([.string("id"), .string("title")]),
        ]))
    }

    func testTruthiness() {
        XCTAssertTrue(TemplateValue.bool(true).isTruthy)
        XCTAssertFalse(TemplateValue.bool(false).isTruthy)
        XCTAssertTrue(TemplateValue.string(" ").isTruthy)
        XCTAssertFalse(TemplateValue.string("").isTruthy)
        XCTAssertTrue(TemplateValue.list([.bool(false)]).isTruthy)
        XCTAssertFalse(TemplateValue.list([]).isTruthy)
        XCTAssertTrue(TemplateValue.dictionary([:]).isTruthy)
    }
}
