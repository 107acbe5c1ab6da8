import XCTest
@testable import ItemizeGenerator

/// The keys the render model offers templates beyond its own fields, as a
/// user's template reads them.
final class RenderModelTemplateContextTests: XCTestCase {
    func testCellParameterTypesAreTheCellTypeThenTheItemTypeOfAKindWithData() throws {
        let banner = RenderModel.Cell(caseName: "banner", cellType: "BannerCell", itemType: "Banner", hasData: true, callLabel: "banner", registeredType: "BannerCell")
        let spinner = RenderModel.Cell(caseName: "spinner", cellType: "SpinnerCell", itemType: "Spinner", hasData: false, callLabel: "spinner", registeredType: "SpinnerCell")
        let output = try renderInline(
            "{% for cell in cells %}{{ cell.caseName }}: ({{ cell.parameterTypes }}) -> Void\n{% endfor %}",
            context: ["cells": .list([banner.templateValue, spinner.templateValue])]
        )
        XCTAssertEqual(output, "banner: (BannerCell, Banner) -> Void\nspinner: (SpinnerCell) -> Void\n")
    }

    func testRowParameterTypesAreTheItemTypeOrNothingForAKindWithoutData() throws {
        let card = RenderModel.RowView(caseName: "card", itemType: "Card", rowType: "CardRow", hasData: true)
        let spinner = RenderModel.RowView(caseName: "spinner", itemType: "Spinner", rowType: "SpinnerRow", hasData: false)
        let output = try renderInline(
            "{% for row in rows %}{{ row.caseName }}: ({{ row.parameterTypes }}) -> {{ row.rowType }}\n{% endfor %}",
            context: ["rows": .list([card.templateValue, spinner.templateValue])]
        )
        XCTAssertEqual(output, "card: (Card) -> CardRow\nspinner: () -> SpinnerRow\n")
    }

    func testItemPayloadTypesAreTheItemTypeAfterACommaOrNothingForAKindWithoutData() throws {
        func item(_ name: String, hasData: Bool) -> RenderModel.Item {
            RenderModel.Item(
                name: name, caseName: name.lowercased(), isGenerated: false, hasData: hasData, fields: [],
                initParameters: "", isComposite: false, identityFields: [], identityInitParameters: "",
                identityArguments: "", identityDescription: "", identityType: "", identityFieldName: "",
                reuseIdentifierLiteral: "\"\(name)\""
            )
        }
        let output = try renderInline(
            "{% for item in items %}{{ item.caseName }}: (Context{{ item.payloadTypes }}) -> Result\n{% endfor %}",
            context: ["items": .list([item("Banner", hasData: true).templateValue, item("Spinner", hasData: false).templateValue])]
        )
        XCTAssertEqual(output, "banner: (Context, Banner) -> Result\nspinner: (Context) -> Result\n")
    }
}
