@testable import ItemizeGenerator
import XCTest

/// Translation: escaping, literals, and the shape switches take for large
/// specs.
final class TranslateSpecTests: XCTestCase {
    func testKeywordsAreEscapedInDeclarationsButNotAsCallLabels() {
        let fields = [ValidatedSpec.Field(name: "class", type: "String"), ValidatedSpec.Field(name: "let", type: "Int")]
        let item = translateItem(ValidatedSpec.Item(
            name: "Thing", caseName: "default", reuseIdentifier: "Thing",
            content: .fields(fields, identity: .composite(fields))
        ))
        XCTAssertEqual(item.caseName, "`default`")
        XCTAssertEqual(item.fields.map(\.name), ["`class`", "`let`"])
        XCTAssertEqual(item.initParameters, "`class`: String, `let`: Int")
        // Keywords are legal call labels, and escaping `let` there draws a
        // warning ("does not need to be escaped"); only `inout` needs it.
        XCTAssertEqual(item.identityArguments, "class: `class`, let: `let`")
        XCTAssertEqual(item.identityType, "Thing.Identity")
    }

    func testOptionalFieldsDefaultToNilInTheInitializer() {
        let fields = [ValidatedSpec.Field(name: "id", type: "Int"), ValidatedSpec.Field(name: "url", type: "URL?")]
        let item = translateItem(ValidatedSpec.Item(
            name: "Link", caseName: "link", tableCellClass: "LinkCell", reuseIdentifier: "LinkCell",
            content: .fields(fields, identity: .single(fields[0]))
        ))
        XCTAssertEqual(item.initParameters, "id: Int, url: URL? = nil")
        XCTAssertEqual(item.identityType, "Int")
        XCTAssertEqual(item.reuseIdentifierLiteral, "\"LinkCell\"")
    }

    func testAKindWithoutDataHasNoPayloadTypesInClosuresCellsOrRows() {
        let fields = [ValidatedSpec.Field(name: "id", type: "Int")]
        let items = [
            ValidatedSpec.Item(
                name: "Banner", caseName: "banner", tableCellClass: "BannerCell", reuseIdentifier: "BannerCell",
                content: .fields(fields, identity: .single(fields[0]))),
            ValidatedSpec.Item(
                name: "Spinner", caseName: "spinner", tableCellClass: "SpinnerCell", reuseIdentifier: "SpinnerCell",
                content: .noData),
        ]
        let translated = items.map(translateItem)
        XCTAssertEqual(translated.map(\.payloadTypes), [", Banner", ""])
        let cells = translateCellView(items, translatedItems: translated, view: .table).cells
        XCTAssertEqual(cells.map(\.parameterTypes), ["BannerCell, Banner", "SpinnerCell"])
        XCTAssertEqual(cells.map(\.valueType), ["Banner", "Swift.Void"])
        let rows = translateRowViews(items, translatedItems: translated)
        XCTAssertEqual(rows.map(\.parameterTypes), ["Banner", ""])
        XCTAssertEqual(rows.map(\.rowType), ["BannerRow", "SpinnerRow"])
    }

    func testTheContextHasAKeyForEachStoredPropertyAndAnAbsentOptionalIsAFalseEmptyDictionary() throws {
        let cell = RenderModel.Cell(
            caseName: "card", parameterTypes: "CardCell, Card", cellType: "CardCell", callLabel: "card", hasData: true,
            itemType: "Card", valueType: "Card", listContent: nil,
            registeredType: "CardCell")
        let value = TemplateValue(encoding: cell)
        guard case .dictionary(let entries) = value else { return XCTFail("\(value)") }
        XCTAssertEqual(entries.keys, [
            "caseName", "parameterTypes", "cellType", "callLabel", "hasData", "itemType", "valueType", "listContent",
            "registeredType",
        ])
        guard case .dictionary(let content)? = entries["listContent"] else { return XCTFail("\(value)") }
        XCTAssertEqual(content.keys, [])
        XCTAssertFalse(entries["listContent"]?.isTruthy ?? true)
        guard case .bool(true)? = entries["hasData"], case .string("CardCell")? = entries["cellType"] else {
            return XCTFail("\(value)")
        }
    }

    func testHeaderTextBecomesAnExactStringLiteral() {
        XCTAssertEqual(swiftStringLiteral("Say \"hi\" \\(x)\n\t\u{1}é"), #""Say \"hi\" \\(x)\n\t\u{1}é""#)
    }

    func testEveryControlCharacterIsEscapedWhereverItStands() {
        XCTAssertEqual(swiftStringLiteral(""), #""""#)
        XCTAssertEqual(swiftStringLiteral("\"\""), #""\"\"""#)
        XCTAssertEqual(swiftStringLiteral("\0a\r"), #""\0a\r""#)
        XCTAssertEqual(swiftStringLiteral("\u{1F}\u{7F}\u{10}\u{0F}"), #""\u{1f}\u{7f}\u{10}\u{f}""#)
        // Characters beyond ASCII, and a tab between two of them, keep their bytes.
        XCTAssertEqual(swiftStringLiteral("日本\t👍🏽"), "\"日本\\t👍🏽\"")
        // The text of every escape the literal writes, one control character at a time.
        for value in UInt8(0)..<0x20 {
            let text = String(UnicodeScalar(value))
            let literal = swiftStringLiteral("a" + text + "b")
            let short: [UInt8: String] = [0: "\\0", 9: "\\t", 10: "\\n", 13: "\\r"]
            XCTAssertEqual(literal, "\"a" + (short[value] ?? "\\u{" + String(value, radix: 16) + "}") + "b\"")
        }
    }

    func testABidirectionalControlIsEscapedSoTheGeneratedLineShowsInOrder() {
        // The title keeps the control, and the generated source shows it as an escape.
        XCTAssertEqual(swiftStringLiteral("\u{200F}Inbox \u{202E}(new)"), #""\u{200f}Inbox \u{202e}(new)""#)
        XCTAssertEqual(swiftStringLiteral("a\u{2069}b\u{061C}"), #""a\u{2069}b\u{61c}""#)
        // A negative control: a joiner is no bidirectional control, and keeps its bytes.
        XCTAssertEqual(swiftStringLiteral("a\u{200D}b"), "\"a\u{200D}b\"")
    }

    func testACompositeIdentityNamesItsFieldsInOrder() {
        let fields = [
            ValidatedSpec.Field(name: "campaign", type: "String"),
            ValidatedSpec.Field(name: "slot", type: "Int"),
            ValidatedSpec.Field(name: "region", type: "String?"),
            ValidatedSpec.Field(name: "imageURL", type: "URL?"),
        ]
        let item = translateItem(ValidatedSpec.Item(
            name: "Banner", caseName: "banner", reuseIdentifier: "Banner",
            content: .fields(fields, identity: .composite(Array(fields.prefix(3))))
        ))
        XCTAssertEqual(item.initParameters, "campaign: String, slot: Int, region: String? = nil, imageURL: URL? = nil")
        XCTAssertEqual(item.identityFields.map(\.name), ["campaign", "slot", "region"])
        XCTAssertEqual(item.identityInitParameters, "campaign: String, slot: Int, region: String? = nil")
        XCTAssertEqual(item.identityArguments, "campaign: campaign, slot: slot, region: region")
        XCTAssertEqual(item.identityDescription, "`campaign`, `slot` and `region`")
        XCTAssertEqual(item.identityType, "Banner.Identity")
        XCTAssertEqual(item.identityFieldName, "")

        let single = translateItem(ValidatedSpec.Item(
            name: "Card", caseName: "card", reuseIdentifier: "Card",
            content: .fields(fields, identity: .single(fields[1]))
        ))
        XCTAssertEqual(single.identityDescription, "`slot`")
        XCTAssertEqual(single.identityFieldName, "slot")
        XCTAssertFalse(single.isComposite)
    }

    func testAnIdentityFieldOutsideTheFieldsIsStillEscaped() {
        // Validation never produces this; translation must not depend on it.
        let id = ValidatedSpec.Field(name: "id", type: "Int")
        let item = translateItem(ValidatedSpec.Item(
            name: "Odd", caseName: "odd", reuseIdentifier: "Odd",
            content: .fields([id], identity: .composite([ValidatedSpec.Field(name: "default", type: "Int"), id]))
        ))
        XCTAssertEqual(item.identityFields.map(\.name), ["`default`", "id"])
        XCTAssertEqual(item.identityArguments, "default: `default`, id: id")
        XCTAssertEqual(item.identityDescription, "`default` and `id`")
    }

    func testSectionsListTheirKindsByEscapedCaseNameInTheirOwnOrder() {
        let id = ValidatedSpec.Field(name: "id", type: "Int")
        let items = ["Card", "Default", "Ad", "Card"].enumerated().map { index, name in
            ValidatedSpec.Item(
                name: name, caseName: index == 3 ? "secondCard" : name == "Default" ? "default" : name.lowercased(),
                tableCellClass: name == "Ad" ? "AdCell" : nil,
                collectionCellClass: name == "Ad" ? "AdTileCell" : nil, reuseIdentifier: name, content: .fields([id], identity: .single(id))
            )
        }
        let spec = ValidatedSpec(
            file: "Feed.itemize.json", fileName: "Feed.itemize.json", enumName: "FeedItem",
            sectionEnumName: "FeedSection", sectionModelName: "FeedSectionModel", access: .public, imports: [],
            items: items,
            sections: [
                ValidatedSpec.Section(
                    caseName: "day", header: nil, footer: [.literal("End")], parameterType: "String",
                    itemNames: ["Ad", "Missing", "Card", "Default"]),
                ValidatedSpec.Section(caseName: "empty", header: nil, footer: nil, parameterType: nil, itemNames: []),
            ]
        )
        let model = translateSpec(spec)
        // The first of two kinds with one name wins; a name that is no kind is left out.
        XCTAssertEqual(model.sections[0].allowedKindsLiteral, "[.ad, .card, .`default`]")
        XCTAssertEqual(model.sections[0].caseDeclaration, "day(String)")
        XCTAssertEqual(model.sections[0].headerLiteral, "nil")
        XCTAssertEqual(model.sections[0].footerLiteral, "\"End\"")
        XCTAssertEqual(model.sections[1].allowedKindsLiteral, "[]")
        XCTAssertEqual(model.sections[1].caseDeclaration, "empty")
        XCTAssertEqual(model.cellViews.map { $0.cells.map(\.cellType) }, [
            ["UIKit.UITableViewCell", "UIKit.UITableViewCell", "AdCell", "UIKit.UITableViewCell"],
            ["UIKit.UICollectionViewCell", "UIKit.UICollectionViewCell", "AdTileCell", "UIKit.UICollectionViewCell"],
        ])
        XCTAssertEqual(model.cellViews[0].cells.map(\.caseName), ["card", "`default`", "ad", "secondCard"])
    }

    func testSwitchesGetADefaultBranchOnlyPastTheLimitTheCompilerCanProve() throws {
        let limit = RenderModel.exhaustiveSwitchLimit
        XCTAssertFalse(translateSpec(spec(kinds: limit, sections: limit)).switchesNeedDefault)
        XCTAssertFalse(translateSpec(spec(kinds: limit, sections: limit)).sectionSwitchesNeedDefault)
        let large = translateSpec(spec(kinds: limit + 1, sections: limit + 1))
        XCTAssertTrue(large.switchesNeedDefault)
        XCTAssertTrue(large.sectionSwitchesNeedDefault)

        let small = try render(spec(kinds: 3, sections: 2))
        XCTAssertFalse(small.contains("default:"))
        let rendered = try render(spec(kinds: limit + 1, sections: limit + 1))
        // identity, its accessibility identifier, kind, Dispatch, header,
        // allowedKinds, the section Dispatch, the two UIKit cell tables, the
        // collection view's cell registrations and the SwiftUI view table.
        XCTAssertEqual(rendered.components(separatedBy: "default: Swift.preconditionFailure").count - 1, 11)
    }

    func testSectionPatternsBindOnlyWhatEachSwitchUses() {
        let translated = translateSection(
            ValidatedSpec.Section(
                caseName: "day", header: [.placeholder("default"), .literal(" new")], footer: [.literal("\\(x)")],
                parameterType: "String", fields: [ValidatedSpec.Field(name: "default", type: "Int")],
                tableHeaderView: "DayHeader", itemNames: []),
            items: [:])
        XCTAssertEqual(translated.caseDeclaration, "day(String, default: Int)")
        XCTAssertEqual(translated.headerPattern, ".day(_, let `default`)")
        XCTAssertEqual(translated.headerLiteral, #""\(`default`) new""#)
        // A backslash in the text stays text, never an interpolation.
        XCTAssertEqual(translated.footerPattern, ".day")
        XCTAssertEqual(translated.footerLiteral, #""\\(x)""#)
        XCTAssertEqual(translated.identityCaseDeclaration, "day(String)")
        XCTAssertEqual(translated.identityPattern, ".day(let parameter, _)")
        XCTAssertEqual(translated.identityValue, ".day(parameter)")
        XCTAssertEqual(translated.payloadPattern, ".day(let parameter, let `default`)")
        XCTAssertEqual(translated.payloadTypes, ", String, Int")
        XCTAssertEqual(translated.payloadArguments, ", parameter, `default`")
        XCTAssertEqual(translated.headerMember, "dayHeader")
        XCTAssertEqual(translated.itemsTypeName, "DayItems")
        XCTAssertEqual(translated.builderParameters, "_ parameter: String, `default`: Int, ")
        XCTAssertEqual(translated.builderSection, ".day(parameter, default: `default`)")
    }

    func testHeaderTextKeepsAMarkAtEitherEndOfALiteralPart() {
        // An accent that opens a text, and an Arabic number sign that ends
        // one, each join the quote beside them into one character.
        let translated = translateSection(
            ValidatedSpec.Section(
                caseName: "day", header: [.literal("\u{301}a"), .placeholder("parameter"), .literal("\u{600}")],
                footer: [.literal("\u{301}")], parameterType: "String", itemNames: []),
            items: [:])
        XCTAssertEqual(translated.headerLiteral, "\"\u{301}a\\(parameter)\u{600}\"")
        XCTAssertEqual(translated.footerLiteral, "\"\u{301}\"")
    }

    private func spec(kinds: Int, sections: Int) -> ValidatedSpec {
        let items = (0..<kinds).map { index in
            let id = ValidatedSpec.Field(name: "id", type: "Int")
            return ValidatedSpec.Item(
                name: "Kind\(index)", caseName: "kind\(index)", reuseIdentifier: "Kind\(index)",
                content: .fields([id], identity: .single(id))
            )
        }
        return ValidatedSpec(
            file: "Big.itemize.json", fileName: "Big.itemize.json", enumName: "BigItem",
            sectionEnumName: "BigSection", sectionModelName: "BigSectionModel", access: .internal, imports: [],
            items: items,
            sections: (0..<sections).map {
                ValidatedSpec.Section(caseName: "s\($0)", header: [.literal("S")], footer: nil, parameterType: nil, itemNames: ["Kind0"])
            }
        )
    }

    private func render(_ spec: ValidatedSpec) throws -> String {
        try TemplateRenderer(templates: .builtIn).render("file", context: TemplateDictionary(encoding: translateSpec(spec)))
    }
}
