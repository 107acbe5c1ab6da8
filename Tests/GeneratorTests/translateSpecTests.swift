@testable import ItemizeGenerator
import XCTest

/// Translation: escaping, literals, and the shape switches take for large
/// specs.
final class TranslateSpecTests: XCTestCase {
    func testKeywordsAreEscapedInDeclarationsButNotAsCallLabels() {
        let fields = [ValidatedSpec.Field(name: "class", type: "String"), ValidatedSpec.Field(name: "let", type: "Int")]
        let item = translateItem(ValidatedSpec.Item(
            name: "Thing", caseName: "default", cellClass: nil, reuseIdentifier: "Thing",
            content: .fields(fields, identity: .composite(fields))
        ))
        XCTAssertEqual(item.caseName, "`default`")
        XCTAssertEqual(item.fields.map(\.name), ["`class`", "`let`"])
        XCTAssertEqual(item.initParameters, "`class`: String, `let`: Int")
        // `class` is a legal call label; `let` is not.
        XCTAssertEqual(item.identityArguments, "class: `class`, `let`: `let`")
        XCTAssertEqual(item.identityType, "Thing.Identity")
    }

    func testOptionalFieldsDefaultToNilInTheInitializer() {
        let fields = [ValidatedSpec.Field(name: "id", type: "Int"), ValidatedSpec.Field(name: "url", type: "URL?")]
        let item = translateItem(ValidatedSpec.Item(
            name: "Link", caseName: "link", cellClass: "LinkCell", reuseIdentifier: "LinkCell",
            content: .fields(fields, identity: .single(fields[0]))
        ))
        XCTAssertEqual(item.initParameters, "id: Int, url: URL? = nil")
        XCTAssertEqual(item.identityType, "Int")
        XCTAssertEqual(item.reuseIdentifierLiteral, "\"LinkCell\"")
    }

    func testHeaderTextBecomesAnExactStringLiteral() {
        XCTAssertEqual(swiftStringLiteral("Say \"hi\" \\(x)\n\t\u{1}é"), #""Say \"hi\" \\(x)\n\t\u{1}é""#)
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
        // identity, kind, Dispatch, header, allowedKinds, and the two UIKit cell tables.
        XCTAssertEqual(rendered.components(separatedBy: "default: preconditionFailure").count - 1, 7)
    }

    private func spec(kinds: Int, sections: Int) -> ValidatedSpec {
        let items = (0..<kinds).map { index in
            let id = ValidatedSpec.Field(name: "id", type: "Int")
            return ValidatedSpec.Item(
                name: "Kind\(index)", caseName: "kind\(index)", cellClass: nil, reuseIdentifier: "Kind\(index)",
                content: .fields([id], identity: .single(id))
            )
        }
        return ValidatedSpec(
            file: "Big.itemize.json", fileName: "Big.itemize.json", enumName: "BigItem",
            sectionEnumName: "BigSection", sectionModelName: "BigSectionModel", access: .internal, imports: [],
            items: items,
            sections: (0..<sections).map {
                ValidatedSpec.Section(caseName: "s\($0)", header: "S", footer: nil, parameterType: nil, itemNames: ["Kind0"])
            }
        )
    }

    private func render(_ spec: ValidatedSpec) throws -> String {
        try TemplateRenderer(templates: .builtIn).render("file", context: translateSpec(spec).templateContext)
    }
}
