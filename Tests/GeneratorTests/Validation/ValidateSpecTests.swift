import GeneratorTestSupport
@testable import ItemizeGenerator
import XCTest

/// Validation: a spec with every kind of item and section, the defaults, and one test
/// per diagnostic. Specs mark the spot a diagnostic must point at with `‸`,
/// which the helpers strip before parsing.
final class ValidateSpecTests: XCTestCase {
    // MARK: - Valid specs

    func testTheDesignExampleValidatesToTheExpectedSpec() throws {
        let spec = try validate(Self.designExample, file: "Examples/Feed.itemize.json")

        XCTAssertEqual(spec.file, "Examples/Feed.itemize.json")
        XCTAssertEqual(spec.fileName, "Feed.itemize.json")
        XCTAssertEqual(spec.enumName, "FeedItem")
        XCTAssertEqual(spec.sectionEnumName, "FeedSection")
        XCTAssertEqual(spec.sectionModelName, "FeedSectionModel")
        XCTAssertEqual(spec.access, .public)
        XCTAssertEqual(spec.imports, ["Foundation"])
        XCTAssertEqual(spec.views, [.table])

        let id = ValidatedSpec.Field(name: "id", type: "String")
        let campaign = ValidatedSpec.Field(name: "campaign", type: "String")
        let slot = ValidatedSpec.Field(name: "slot", type: "Int")
        XCTAssertEqual(spec.items, [
            ValidatedSpec.Item(
                name: "Card", caseName: "card", tableCellClass: "CardCell", reuseIdentifier: "CardCell",
                content: .fields(
                    [id, ValidatedSpec.Field(name: "title", type: "String"), ValidatedSpec.Field(name: "color", type: "String")],
                    identity: .single(id)
                )
            ),
            ValidatedSpec.Item(
                name: "Banner", caseName: "banner", reuseIdentifier: "Banner",
                content: .fields(
                    [campaign, slot, ValidatedSpec.Field(name: "imageURL", type: "URL?")],
                    identity: .composite([campaign, slot])
                )
            ),
            ValidatedSpec.Item(
                name: "Ad", caseName: "ad", tableCellClass: "AdCell", reuseIdentifier: "AdCell",
                content: .external(identityType: "Int")
            ),
        ])
        XCTAssertEqual(spec.sections, [
            ValidatedSpec.Section(
                caseName: "featured", header: [.literal("Featured")], footer: nil, parameterType: nil, itemNames: ["Card", "Banner"]
            ),
            ValidatedSpec.Section(
                caseName: "feed", header: [.literal("Feed")], footer: [.literal("That's it")], parameterType: nil, itemNames: ["Card", "Ad"]
            ),
            ValidatedSpec.Section(
                caseName: "day", header: nil, footer: nil, parameterType: "String", itemNames: ["Card"]
            ),
        ])
    }

    func testDefaultsAreFilledIn() throws {
        let spec = try validate(minimalSpec(enumName: "Feed"), file: "Feed.json")
        XCTAssertEqual(spec.access, .internal)
        XCTAssertEqual(spec.imports, [])
        XCTAssertEqual(spec.fileName, "Feed.json")
        // No trailing `Item` to replace: the name plus `Section`.
        XCTAssertEqual(spec.sectionEnumName, "FeedSection")
        XCTAssertEqual(spec.sectionModelName, "FeedSectionModel")
        XCTAssertEqual(spec.items.map(\.reuseIdentifier), ["Card"])
        XCTAssertEqual(spec.sections.map(\.header), [nil])
    }

    func testOverridesAreKept() throws {
        let spec = try validate(minimalSpec(
            root: #""sectionEnum": "Group", "access": "package", "imports": ["Foundation", "Darwin.C"], "views": ["table"],"#,
            items: [#"{ "name": "URLPreview", "case": "link", "cell": "FeedUI.LinkCell", "identity": ["url"], "fields": [ { "name": "url", "type": "URL" } ] }"#],
            sections: [#"{ "name": "default", "items": ["URLPreview"] }"#]
        ))
        XCTAssertEqual(spec.sectionEnumName, "Group")
        XCTAssertEqual(spec.sectionModelName, "GroupModel")
        XCTAssertEqual(spec.access, .package)
        XCTAssertEqual(spec.imports, ["Foundation", "Darwin.C"])
        XCTAssertEqual(spec.items.first?.caseName, "link")
        XCTAssertEqual(spec.items.first?.tableCellClass, "FeedUI.LinkCell")
        XCTAssertEqual(spec.items.first?.reuseIdentifier, "FeedUI.LinkCell")
        // An array of one field is still the composite form the user asked for.
        XCTAssertEqual(
            spec.items.first?.content,
            .fields([ValidatedSpec.Field(name: "url", type: "URL")], identity: .composite([ValidatedSpec.Field(name: "url", type: "URL")]))
        )
        // A keyword is a legal section name: translation escapes it.
        XCTAssertEqual(spec.sections.first?.caseName, "default")
    }

    func testCaseNamesAreDerivedInLowerCamelCase() throws {
        let names = ["Card", "URLPreview", "HTTPSLink", "ID2", "A", "Card2", "Class"]
        let items = names.map { #"{ "name": "\#($0)", "external": true, "identityType": "Int" }"# }
        let spec = try validate(minimalSpec(
            items: items, sections: [#"{ "name": "all", "items": ["Card"] }"#]
        ))
        XCTAssertEqual(spec.items.map(\.caseName), ["card", "urlPreview", "httpsLink", "id2", "a", "card2", "class"])
    }

    /// Apps name things in their own language: names of any script are
    /// accepted wherever an identifier is, and cases derive from them.
    func testNamesInOtherScriptsAreAcceptedEverywhere() throws {
        let spec = try validate("""
            { "enum": "MenüItem", "imports": ["Überall"], "views": ["table"],
              "items": [
                { "name": "Café", "identity": "größe", "cell": "Menü.KarteCell",
                  "fields": [ { "name": "größe", "type": "Größe" }, { "name": "名前", "type": "[Größe]?" } ] },
                { "name": "メニュー", "external": true, "identityType": "Int" },
                { "name": "Ωmega", "case": "ωmegaFall", "external": true, "identityType": "Int" } ],
              "sections": [ { "name": "übersicht", "items": ["Café", "メニュー", "Ωmega"] } ] }
            """)
        XCTAssertEqual(spec.sectionEnumName, "MenüSection")
        XCTAssertEqual(spec.imports, ["Überall"])
        XCTAssertEqual(spec.items.map(\.caseName), ["café", "メニュー", "ωmegaFall"])
        XCTAssertEqual(spec.items.first?.tableCellClass, "Menü.KarteCell")
        XCTAssertEqual(spec.sections.map(\.caseName), ["übersicht"])
        XCTAssertEqual(spec.sections.first?.itemNames, ["Café", "メニュー", "Ωmega"])
    }

    func testEveryExampleSpecValidates() throws {
        let folder = packageRoot.appendingPathComponent("Examples")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".itemize.json") }
        for name in specs {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            do {
                _ = try validateSpec(parseJSON(bytes, file: name), file: name)
            } catch {
                XCTFail("\(name): \(error)")
            }
        }
    }

    // MARK: - Root diagnostics

    func testRootMustBeAnObject() {
        assertDiagnostic("‸[1, 2]", "a spec is a JSON object, found an array", path: "")
    }

    func testUnknownRootKeySuggestsTheClosestKey() {
        assertDiagnostic(
            minimalSpec(root: #"‸"sectionEnums": "Group","#),
            "unknown key \"sectionEnums\"", path: "sectionEnums", suggestion: "did you mean \"sectionEnum\"?"
        )
    }

    func testUnknownKeyFarFromEveryKeyHasNoSuggestion() {
        assertDiagnostic(minimalSpec(root: #"‸"colour": "red","#), "unknown key \"colour\"", path: "colour")
    }

    func testDuplicateKeyIsReportedAtTheSecondOne() {
        assertDiagnostic(minimalSpec(root: #"‸"enum": "Other","#), "duplicate key \"enum\"", path: "enum")
    }

    /// Keys are matched on their decoded text, so an escape spells the
    /// same key, and a key spelt both ways is a duplicate.
    func testKeysAreMatchedAfterEscapesAreDecoded() throws {
        let spec = try validate(minimalSpec(enumName: nil, root: #""en\u0075m": "FeedItem","#))
        XCTAssertEqual(spec.enumName, "FeedItem")
        assertDiagnostic(minimalSpec(root: #"‸"\u0065num": "Other","#), "duplicate key \"enum\"", path: "enum")
    }

    func testAnUnknownKeyGivenTwiceIsReportedOnceThenAsADuplicate() {
        let diagnostics = validationErrors(minimalSpec(root: #""colour": 1, "colour": 2,"#))
        XCTAssertEqual(diagnostics.map(\.message), ["unknown key \"colour\"", "duplicate key \"colour\""])
        XCTAssertEqual(diagnostics.map { $0.location?.column ?? 0 }, [3, 16])
    }

    func testMissingEnum() {
        assertDiagnostic(
            """
            ‸{
              "items": [ { "name": "Card", "external": true, "identityType": "Int" } ],
              "sections": [ { "name": "feed", "items": ["Card"] } ]
            }
            """,
            "missing required key \"enum\"; name the item enum, such as \"FeedItem\"", path: ""
        )
    }

    func testEnumOfTheWrongType() {
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #""enum": ‸42,"#),
            "expected a string for \"enum\", found a number", path: "enum"
        )
    }

    func testEnumThatIsNotAnIdentifier() {
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #""enum": ‸"Feed Item","#),
            "\"Feed Item\" is not a valid type name; use letters, digits and underscores, not starting with a digit",
            path: "enum"
        )
    }

    func testEnumThatIsEmpty() {
        assertDiagnostic(minimalSpec(enumName: nil, root: #""enum": ‸"","#), "the type name is empty", path: "enum")
    }

    func testEnumThatIsAKeyword() {
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #""enum": ‸"protocol","#),
            "\"protocol\" is a Swift keyword and cannot be a type name",
            path: "enum"
        )
    }

    func testEnumThatShadowsATypeTheGeneratedCodeUses() {
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #""enum": ‸"Result","#),
            "\"Result\" cannot be a type name: the generated code uses \"Result\" and would refer to this type instead",
            path: "enum"
        )
    }

    func testSectionEnumThatIsTheItemEnum() {
        assertDiagnostic(
            minimalSpec(root: #""sectionEnum": ‸"FeedItem","#),
            "\"sectionEnum\" is also the item enum's name \"FeedItem\"", path: "sectionEnum"
        )
    }

    func testSectionModelNameThatShadowsARuntimeType() {
        assertDiagnostic(
            minimalSpec(root: #""sectionEnum": ‸"Section","#),
            "the section model typealias would be named \"SectionModel\", a name the generated code uses",
            path: "sectionEnum", suggestion: "set \"sectionEnum\" to another name"
        )
    }

    func testSectionModelNameThatIsTheItemEnum() {
        assertDiagnostic(
            minimalSpec(enumName: "FeedModel", root: #""sectionEnum": ‸"Feed","#),
            "the section model typealias would be named \"FeedModel\", the item enum's name",
            path: "sectionEnum", suggestion: "set \"sectionEnum\" to another name"
        )
    }

    func testUnknownAccessLevelSuggestsTheClosestOne() {
        assertDiagnostic(
            minimalSpec(root: #""access": ‸"pubic","#),
            "unknown access level \"pubic\"; use \"public\", \"package\" or \"internal\"",
            path: "access", suggestion: "did you mean \"public\"?"
        )
    }

    func testAccessOfTheWrongType() {
        assertDiagnostic(
            minimalSpec(root: #""access": ‸true,"#), "expected a string for \"access\", found a boolean", path: "access"
        )
    }

    func testImportsThatIsNotAnArray() {
        assertDiagnostic(
            minimalSpec(root: #""imports": ‸"Foundation","#),
            "expected an array of module names for \"imports\", found a string", path: "imports"
        )
    }

    func testImportThatIsNotAString() {
        assertDiagnostic(
            minimalSpec(root: #""imports": ["Foundation", ‸{}],"#),
            "expected a module name (a string) in \"imports\", found an object", path: "imports[1]"
        )
    }

    func testImportThatIsNotAModuleName() {
        assertDiagnostic(
            minimalSpec(root: #""imports": [‸"Foundation;"],"#),
            "\"Foundation;\" is not a valid module name", path: "imports[0]"
        )
    }

    func testImportOfTheRuntime() {
        assertDiagnostic(
            minimalSpec(root: #""imports": [‸"ItemizeRuntime"],"#),
            "\"ItemizeRuntime\" is always imported; remove it from \"imports\"", path: "imports[0]"
        )
    }

    func testImportListedTwice() {
        assertDiagnostic(
            minimalSpec(root: #""imports": ["UIKit", ‸"UIKit"],"#), "\"UIKit\" is imported twice", path: "imports[1]"
        )
    }

    func testMissingItems() {
        assertDiagnostic(
            """
            ‸{ "enum": "FeedItem", "sections": [ { "name": "feed", "items": ["Card"] } ] }
            """,
            "missing required key \"items\"; a spec needs at least one item", path: "",
            // The section's item cannot resolve either; only the first is asserted here.
            allowingMore: true
        )
    }

    func testEmptyItems() {
        assertDiagnostic(
            """
            { "enum": "FeedItem", "items": ‸[], "sections": [ { "name": "feed", "items": ["Card"] } ] }
            """,
            "\"items\" is empty; a spec needs at least one item", path: "items", allowingMore: true
        )
    }

    func testItemsOfTheWrongType() {
        assertDiagnostic(
            """
            { "enum": "FeedItem", "items": ‸{}, "sections": [] }
            """,
            "expected an array for \"items\", found an object", path: "items", allowingMore: true
        )
    }

    func testMissingSections() {
        assertDiagnostic(
            """
            ‸{ "enum": "FeedItem", "items": [ { "name": "Card", "external": true, "identityType": "Int" } ] }
            """,
            "missing required key \"sections\"; a spec needs at least one section", path: ""
        )
    }

    func testEmptySections() {
        assertDiagnostic(
            """
            { "enum": "FeedItem", "items": [ { "name": "Card", "external": true, "identityType": "Int" } ],
              "sections": ‸[ ] }
            """,
            "\"sections\" is empty; a spec needs at least one section", path: "sections"
        )
    }

    // MARK: - Every problem at once

    func testReportsEveryProblemOfTheFileInFileOrder() throws {
        let text = """
            {
              "enum": "class",
              "access": "open",
              "items": [
                { "name": "Card", "idenity": "id",
                  "fields": [ { "name": "id", "type": "String" },
                              { "name": "id", "type": "[Int" } ] },
                { "name": "Ad", "external": true },
                { "name": "URLItem", "external": true, "identityType": "Int" },
                { "name": "UrlItem", "external": true, "identityType": "Int" }
              ],
              "sections": [
                { "name": "feed", "items": ["Crad", "Ad", "Ad"] },
                { "name": "feed", "header": 1, "items": [] }
              ],
              "colour": "red"
            }
            """
        let diagnostics = validationErrors(text)
        XCTAssertEqual(diagnostics.map(\.message), [
            "\"class\" is a Swift keyword and cannot be a type name",
            "unknown access level \"open\"; use \"public\", \"package\" or \"internal\"",
            "unknown key \"idenity\"",
            "duplicate field \"id\" in \"Card\"",
            "the type \"[Int\" has an unclosed '['",
            "missing required key \"identityType\"; an external item needs the type of its identity, such as \"Int\"",
            "the item \"UrlItem\" has the case name \"urlItem\" (derived from its name), already used by \"URLItem\"",
            "unknown item \"Crad\"",
            "the item \"Ad\" is listed twice in this section",
            "duplicate section name \"feed\"",
            "expected a string for \"header\", found a number",
            "\"items\" is empty; a section allows at least one item kind",
            "unknown key \"colour\"",
        ])
        XCTAssertEqual(diagnostics.map { $0.location?.line ?? 0 }, [2, 3, 5, 7, 7, 8, 10, 13, 13, 14, 14, 14, 16])
        XCTAssertEqual(diagnostics.map { $0.location?.column ?? 0 }, [11, 13, 23, 29, 43, 5, 15, 33, 47, 15, 33, 45, 3])
        XCTAssertEqual(diagnostics.map(\.location?.jsonPath), [
            "enum", "access", "items[0].idenity", "items[0].fields[1].name", "items[0].fields[1].type",
            "items[1]", "items[3].name", "sections[0].items[0]", "sections[0].items[2]", "sections[1].name",
            "sections[1].header", "sections[1].items", "colour",
        ])
        XCTAssertEqual(diagnostics[2].suggestion, "did you mean \"identity\"?")
        XCTAssertEqual(diagnostics[7].suggestion, "did you mean \"Card\"?")
        XCTAssertTrue(diagnostics.allSatisfy { $0.location?.file == "Spec.itemize.json" })
    }

    /// A misspelt container key is read as the key it suggests: the
    /// problems inside it are reported, nothing is missing, and what it
    /// holds is known to the rest of the spec.
    func testAMisspeltContainerKeyIsReadAsTheKeyItSuggests() {
        let diagnostics = validationErrors("""
            { "enum": "FeedItem",
              "itmes": [ { "name": "Card", "external": true, "identityType": "Int" },
                         { "name": 3, "external": true, "identityType": "Int" } ],
              "sections": [ { "name": "feed", "items": ["Card"] } ] }
            """)
        XCTAssertEqual(diagnostics.map(\.description), [
            #"Spec.itemize.json:2:3: error: unknown key "itmes" (at itmes); did you mean "items"?"#,
            #"Spec.itemize.json:3:24: error: expected a string for "name", found a number (at itmes[1].name)"#,
        ])
    }

    func testOnlyTheFirstOfTwoMisspellingsOfAKeyIsRead() {
        let diagnostics = validationErrors("""
            { "enum": "FeedItem",
              "itmes": [ { "name": "Card", "external": true, "identityType": "Int" } ],
              "iterms": [ { "name": 3 } ],
              "sections": [ { "name": "feed", "items": ["Card"] } ] }
            """)
        XCTAssertEqual(diagnostics.map(\.message), ["unknown key \"itmes\"", "unknown key \"iterms\""])
        XCTAssertEqual(diagnostics.map(\.suggestion), [
            "did you mean \"items\"?",
            "did you mean \"items\"? \"itmes\" is read as \"items\" already, so this value is not checked",
        ])
    }

    func testAMisspeltKeyBesideTheKeyItSuggestsSaysItsValueIsNotChecked() {
        let diagnostics = validationErrors("""
            { "enum": "FeedItem",
              "items": [ { "name": "Card", "external": true, "identityType": "Int" } ],
              "Items": [ { "name": 3 } ],
              "sections": [ { "name": "feed", "items": ["Card"] } ] }
            """)
        XCTAssertEqual(diagnostics.map(\.description), [
            #"Spec.itemize.json:3:3: error: unknown key "Items" (at Items); did you mean "items"? "items" is given too, so this value is not checked"#,
        ])
    }

    func testDefaultSectionEnumNames() throws {
        let expected = ["FeedItem": "FeedSection", "Feed": "FeedSection", "Item": "ItemSection", "RowItems": "RowItemsSection"]
        for (enumName, sectionEnumName) in expected {
            let spec = try validate(minimalSpec(enumName: enumName))
            XCTAssertEqual(spec.sectionEnumName, sectionEnumName, enumName)
            XCTAssertEqual(spec.sectionModelName, sectionEnumName + "Model", enumName)
        }
    }

    /// Damaged specs that still parse either validate or fail with
    /// diagnostics in file order, each inside the file; none traps.
    func testDamagedSpecsNeverCrashAndReportInFileOrder() throws {
        var random = SpecFuzzRandom(seed: 0xFEED)
        let valid = Array(Self.designExample.utf8)
        let alphabet = Array("abcXYZ_0 .?[]<>\"{},:".utf8)
        var rejected = 0
        for _ in 0..<2_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
                }
            }
            guard let root = try? parseJSON(bytes, file: "Fuzz.json") else {
                continue
            }
            do {
                _ = try validateSpec(root, file: "Fuzz.json")
            } catch {
                rejected += 1
                let positions = error.diagnostics.map { ($0.location?.line ?? 0, $0.location?.column ?? 0) }
                XCTAssertFalse(positions.isEmpty)
                XCTAssertTrue(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "\(error)")
                let lineCount = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
                XCTAssertTrue(positions.allSatisfy { $0.0 >= 1 && $0.0 <= lineCount && $0.1 >= 1 }, "\(error)")
            }
        }
        // Enough damaged specs reach validation for the loop to mean something.
        XCTAssertGreaterThan(rejected, 200)
    }

    // MARK: - Helpers

    /// A feed with each kind of item (fields, a composite identity, external
    /// content) and of section (header, footer, parameter).
    static let designExample = """
        {
          "enum": "FeedItem",
          "access": "public",
          "imports": ["Foundation"],
          "views": ["table"],
          "items": [
            { "name": "Card", "identity": "id",
              "fields": [ { "name": "id", "type": "String" },
                          { "name": "title", "type": "String" },
                          { "name": "color", "type": "String" } ],
              "cell": "CardCell" },
            { "name": "Banner", "identity": ["campaign", "slot"],
              "fields": [ { "name": "campaign", "type": "String" },
                          { "name": "slot", "type": "Int" },
                          { "name": "imageURL", "type": "URL?" } ] },
            { "name": "Ad", "external": true, "identityType": "Int", "cell": "AdCell" }
          ],
          "sections": [
            { "name": "featured", "header": "Featured", "items": ["Card", "Banner"] },
            { "name": "feed", "header": "Feed", "footer": "That's it",
              "items": ["Card", "Ad"] },
            { "name": "day", "parameter": "String", "items": ["Card"] }
          ]
        }
        """

    static let cardItem = #"{ "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"#
    static let feedSection = #"{ "name": "feed", "items": ["Card"] }"#

    /// A valid spec to vary: `root` is spliced in after `enum` (or in its
    /// place when `enumName` is nil), one item and one section per line.
    func minimalSpec(
        enumName: String? = "FeedItem", root: String = "",
        items: [String] = [cardItem], sections: [String] = [feedSection]
    ) -> String {
        var lines = ["{"]
        if let enumName {
            lines.append("  \"enum\": \"\(enumName)\",")
        }
        if !root.isEmpty {
            lines.append("  " + root)
        }
        lines.append("  \"items\": [")
        lines.append(items.map { "    " + $0 }.joined(separator: ",\n"))
        lines.append("  ],")
        lines.append("  \"sections\": [")
        lines.append(sections.map { "    " + $0 }.joined(separator: ",\n"))
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    func validate(_ text: String, file: String = "Spec.itemize.json") throws -> ValidatedSpec {
        try validateSpec(parseJSON(Array(text.utf8), file: file), file: file)
    }

    /// The diagnostics validation throws for `text`, or a failure if the
    /// spec validates.
    func validationErrors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        let root: JSONValue
        do {
            root = try parseJSON(Array(text.utf8), file: "Spec.itemize.json")
        } catch {
            XCTFail("does not parse: \(error)", file: file, line: line)
            return []
        }
        do {
            let spec = try validateSpec(root, file: "Spec.itemize.json")
            XCTFail("validated without error: \(spec)", file: file, line: line)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Asserts that validating `marked` (with `‸` stripped) reports exactly
    /// one diagnostic (the first, with `allowingMore`), at the marker.
    func assertDiagnostic(
        _ marked: String, _ message: String, path: String, suggestion: String? = nil, allowingMore: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let marker = Array("‸".utf8)
        var bytes = Array(marked.utf8)
        guard let index = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else {
            return XCTFail("no ‸ marker in the spec", file: file, line: line)
        }
        bytes.removeSubrange(index..<(index + marker.count))
        let before = bytes[..<index]
        let expectedLine = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let expectedColumn = index - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1

        let diagnostics = validationErrors(String(decoding: bytes, as: UTF8.self), file: file, line: line)
        if !allowingMore {
            XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map(\.description))", file: file, line: line)
        }
        guard let diagnostic = diagnostics.first else {
            return XCTFail("no diagnostic", file: file, line: line)
        }
        XCTAssertEqual(diagnostic.message, message, file: file, line: line)
        XCTAssertEqual(diagnostic.location?.line, expectedLine, "line", file: file, line: line)
        XCTAssertEqual(diagnostic.location?.column, expectedColumn, "column", file: file, line: line)
        XCTAssertEqual(diagnostic.location?.jsonPath, path, "path", file: file, line: line)
        XCTAssertEqual(diagnostic.suggestion, suggestion, "suggestion", file: file, line: line)
    }
}
