@testable import ItemizeGenerator
import XCTest

/// Names the generated code declares or uses itself: those it can share
/// are accepted, the others are refused where the spec gives them, with
/// the clash named. GeneratedNameTests compiles what is accepted.
extension ValidateSpecTests {
    /// Items whose cases are the generated code's own parameters and locals
    /// (`item`, `value`, `path`, `context`, `cell`, `tableView`, ...) work:
    /// the generated code names each case's closure through `self`.
    func testCasesNamedLikeTheGeneratedParametersAreAccepted() throws {
        let names = ["Item", "Value", "Path", "Context2", "Cell"]
        let items = names.map { #"{ "name": "\#($0)", "external": true, "identityType": "Int" }"# }
            + ["context", "tableView", "collectionView", "indexPath", "body", "typed"].map { caseName in
                #"{ "name": "K\#(caseName)", "case": "\#(caseName)", "external": true, "identityType": "Int" }"#
            }
        let spec = try validate(minimalSpec(items: items, sections: [#"{ "name": "all", "items": ["Item"] }"#]))
        XCTAssertEqual(spec.items.map(\.caseName), [
            "item", "value", "path", "context2", "cell", "context", "tableView", "collectionView", "indexPath", "body",
            "typed",
        ])
    }

    func testTypeNamesTheGeneratedCodeUsesAreRejectedWithTheClash() {
        let expected = [
            "TableCells": "the table view cell helpers it declares inside the item enum",
            "UITableView": "UIKit's UITableView",
            "IndexPath": "Foundation's IndexPath",
            "MainActor": "Swift's MainActor attribute, on the cell helpers",
            "ArraySection": "DifferenceKit's ArraySection",
        ]
        for (name, role) in expected {
            assertDiagnostic(
                minimalSpec(items: [Self.cardItem, #"{ "name": ‸"\#(name)", "external": true, "identityType": "Int" }"#]),
                "\"\(name)\" is a name the generated code uses for \(role)", path: "items[1].name",
                suggestion: "choose another name"
            )
        }
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #""enum": ‸"UICollectionView","#),
            "\"UICollectionView\" is a name the generated code uses for UIKit's UICollectionView", path: "enum",
            suggestion: "choose another name"
        )
    }

    /// `Section` hides nothing as an item or section enum's name, but as
    /// the item enum's it is the generic parameter of RxDataSources'
    /// configureCell().
    func testTheItemEnumCannotBeNamedLikeAGenericParameter() throws {
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #""enum": ‸"Section","#),
            "\"Section\" is a name the generated code uses for the generic parameter of the configureCell() it declares for RxDataSources",
            path: "enum", suggestion: "choose another name"
        )
        let spec = try validate(minimalSpec(items: [#"{ "name": "Section", "external": true, "identityType": "Int" }"#],
                                            sections: [#"{ "name": "feed", "items": ["Section"] }"#]))
        XCTAssertEqual(spec.items.map(\.name), ["Section"])
    }

    func testCaseNamesTheGeneratedTypesDeclareAreRejectedWithTheClash() {
        let expected = [
            "configureCell": "the configureCell() it declares on Dispatch and the cell helpers for RxDataSources",
            "differenceIdentifier": "DifferenceKit's differenceIdentifier of the item enum",
            "cellProvider": "the cellProvider it declares on the cell helpers for diffable data sources",
            "UITableViewCell": "UIKit's UITableViewCell, which the cell helpers register",
            "preconditionFailure": "Swift's preconditionFailure(_:), which the switches over many kinds call",
        ]
        for (name, role) in expected {
            assertItemDiagnostic(
                #"{ "name": "Thing", "case": ‸"\#(name)", "external": true, "identityType": "Int" }"#,
                "\"\(name)\" is a name the generated code uses for \(role)", path: "items[1].case",
                suggestion: "choose another case name"
            )
        }
        // A derived case says where it came from.
        assertItemDiagnostic(
            #"{ "name": ‸"CellProvider", "external": true, "identityType": "Int" }"#,
            "\"CellProvider\" is a name the generated code uses for UIKit's CellProvider of a diffable data source",
            path: "items[1].name", suggestion: "choose another name"
        )
        assertItemDiagnostic(
            #"{ "name": ‸"ConfigureCell", "external": true, "identityType": "Int" }"#,
            "\"configureCell\" is a name the generated code uses for the configureCell() it declares on Dispatch and "
                + "the cell helpers for RxDataSources (derived from the item name \"ConfigureCell\")",
            path: "items[1].name", suggestion: "set \"case\" to choose another case name"
        )
    }

    func testSectionNamesTheGeneratedSwitchesCallAreRejected() {
        assertDiagnostic(
            minimalSpec(sections: [#"{ "name": ‸"preconditionFailure", "items": ["Card"] }"#]),
            "\"preconditionFailure\" is a name the generated code uses for Swift's preconditionFailure(_:), which the switches over many sections call",
            path: "sections[0].name", suggestion: "choose another section name"
        )
    }

    /// The cell helpers name each cell class inside the item enum, beside
    /// the spec's own types and cases.
    func testCellClassesThatClashWithOtherNamesAreRejected() {
        let cases: [(cell: String, message: String)] = [
            ("CardCell", "\"CardCell\" is the name of both the item and its cell class"),
            ("Card", "the cell class \"Card\" is the name of the item \"Card\""),
            ("FeedItem", "the cell class \"FeedItem\" is the name of the item enum"),
            ("FeedSectionModel", "the cell class \"FeedSectionModel\" is the name of the section model typealias"),
            ("card", "the cell class \"card\" is also a case name, which the cell helpers would name in its place"),
            ("Kind", "\"Kind\" is a name the generated code uses for the kind enum inside the item enum"),
            ("register", "\"register\" is a name the generated code uses for the cell helpers' register(in:)"),
            ("MainActor", "\"MainActor\" is a name the generated code uses for Swift's MainActor attribute, on the cell helpers"),
        ]
        for (cell, message) in cases {
            assertDiagnostic(
                minimalSpec(root: #""views": ["table"],"#, items: [
                    Self.cardItem,
                    #"{ "name": "CardCell", "cell": ‸"\#(cell)", "external": true, "identityType": "Int" }"#,
                ]),
                message, path: "items[1].cell", suggestion: "choose another name for the cell class"
            )
        }
    }

    func testCellClassesOfTheirOwnNameOrQualifiedAreAccepted() throws {
        let spec = try validate(minimalSpec(items: [
            #"{ "name": "Card", "tableCell": "UITableViewCell", "external": true, "identityType": "Int" }"#,
            #"{ "name": "Banner", "tableCell": "FeedUI.Card", "external": true, "identityType": "Int" }"#,
            #"{ "name": "Menü", "collectionCell": "MenüZelle", "external": true, "identityType": "Int" }"#,
        ]))
        XCTAssertEqual(spec.items.map(\.tableCellClass), ["UITableViewCell", "FeedUI.Card", nil])
        XCTAssertEqual(spec.items.map(\.collectionCellClass), [nil, nil, "MenüZelle"])
    }
}
