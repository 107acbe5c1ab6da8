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
            "UIKit": "the UIKit module, which qualifies UIKit's names in the UIKit helpers",
            "Foundation": "the Foundation module, which qualifies IndexPath and IndexSet",
            "MainActor": "Swift's MainActor attribute, on the cell helpers",
            "ShownItems": "the items a diffable data source shows, which it declares inside the item enum",
        ]
        for (name, role) in expected {
            assertDiagnostic(
                minimalSpec(items: [Self.cardItem, #"{ "name": ‸"\#(name)", "external": true, "identityType": "Int" }"#]),
                "\"\(name)\" is a name the generated code uses for \(role)", path: "items[1].name",
                suggestion: "choose another name"
            )
        }
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #""enum": ‸"Swift","#),
            "\"Swift\" is a name the generated code uses for the Swift module, which qualifies the standard library's names",
            path: "enum", suggestion: "choose another name"
        )
    }

    /// The generated code qualifies what it takes from a module
    /// (`UIKit.UITableView`, `Swift.print`, `Foundation.IndexPath`), so a
    /// spec may use those names for its own types and cases;
    /// GeneratedNameTests compiles them.
    func testNamesOfModulesTheGeneratedCodeQualifiesAreAccepted() throws {
        let names = ["IndexPath", "UITableView", "UITableViewCell", "print", "IndexSet", "ArraySection", "KindedItem"]
        let items = names.map { #"{ "name": "\#($0)", "external": true, "identityType": "Int" }"# }
            + ["preconditionFailure", "assertionFailure", "UICollectionViewCell", "type"].map { caseName in
                #"{ "name": "K\#(caseName)", "case": "\#(caseName)", "external": true, "identityType": "Int" }"#
            }
        let spec = try validate(minimalSpec(
            enumName: nil, root: #""enum": "UICollectionView", "sectionEnum": "NSDiffableDataSourceSnapshot","#,
            items: items,
            sections: [#"{ "name": "preconditionFailure", "items": ["IndexPath"] }"#]))
        XCTAssertEqual(spec.items.map(\.name), names + ["KpreconditionFailure", "KassertionFailure", "KUICollectionViewCell", "Ktype"])
        XCTAssertEqual(spec.enumName, "UICollectionView")
        XCTAssertEqual(spec.sections.map(\.caseName), ["preconditionFailure"])
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
            "SwiftUI": "the SwiftUI module, which qualifies SwiftUI's names in the SwiftUI helpers",
            "Place": "the place of a cell it declares inside the cell helpers",
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
            #"{ "name": ‸"ConfigureCell", "external": true, "identityType": "Int" }"#,
            "\"configureCell\" is a name the generated code uses for the configureCell() it declares on Dispatch and "
                + "the cell helpers for RxDataSources (derived from the item name \"ConfigureCell\")",
            path: "items[1].name", suggestion: "set \"case\" to choose another case name"
        )
    }

    func testSectionNamesOfTheModulesTheGeneratedCodeNamesAreRejected() {
        assertDiagnostic(
            minimalSpec(sections: [#"{ "name": ‸"UIKit", "items": ["Card"] }"#]),
            "\"UIKit\" is a name the generated code uses for the UIKit module, which qualifies UIKit's names in the UIKit helpers",
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
