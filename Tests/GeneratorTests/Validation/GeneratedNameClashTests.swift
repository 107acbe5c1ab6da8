import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// The names validation refuses (`generatedNameClash`) checked against the
/// templates: the built-in templates, and the code they generate for every
/// example and fixture in every target, write each name they take from a
/// module qualified (`UIKit.UITableView`, `Swift.print`), unless validation
/// keeps specs from using it; and every name validation keeps is one the
/// generated code uses. So a template that starts using a module's name
/// unqualified fails here, not in a user's build, and the list holds no
/// name the templates no longer need. GeneratedNameTests compiles the names.
final class GeneratedNameClashTests: XCTestCase {
    func testTheGeneratedCodeQualifiesEveryNameItTakesFromAModule() throws {
        let modules = try moduleNames()
        for (label, text, specNames) in try Self.generatedCodeTexts.get() {
            // The spec's own types (`URL?`) are the user's to write.
            for (name, module) in unqualifiedModuleNames(in: text, modules: modules) where !specNames.contains(name) {
                XCTFail("\(label) uses \(module)'s \(name) unqualified: write \(module).\(name), so that a spec's type "
                    + "named \(name) cannot hide it (or, if it cannot be qualified, add it to generatedNameClash.swift)")
            }
        }
    }

    /// The check above finds a module's name written unqualified, in code
    /// and in a string's interpolation, and nothing in comments, strings,
    /// template tags, members or the text's own declarations.
    func testTheCheckFindsAModulesNameWrittenUnqualified() {
        let text = """
            {# UITableView #}
            /// A `UISwitch`.
            func show<Section>(_ cell: UITableViewCell, in view: UIKit.UITableView, at path: IndexPath, _ s: Section) {
                Swift.print("\\(type(of: cell)) in a UICollectionView, \\(Swift.type(of: view))")  // UIImage
                let image = {{ cell.configuration }}.image ?? UIImage()
                print(image)
            }
            struct UIAction {}
            """
        let modules = ["UITableView": "UIKit", "UITableViewCell": "UIKit", "UISwitch": "UIKit", "UIImage": "UIKit",
                       "UICollectionView": "UIKit", "UIAction": "UIKit", "IndexPath": "Foundation", "Section": "SwiftUI",
                       "print": "Swift", "type": "Swift"]
        XCTAssertEqual(unqualifiedModuleNames(in: text, modules: modules).map(\.name),
                       ["IndexPath", "UIImage", "UITableViewCell", "print", "type"])
    }

    func testEveryNameValidationRefusesIsOneTheGeneratedCodeUses() throws {
        // The members Swift declares for the item enum's conformances.
        var identifiers: Set<String> = ["hash"]
        for (_, text, _) in try Self.generatedCodeTexts.get() {
            identifiers.formUnion(matches(of: "[A-Za-z_][A-Za-z0-9_]*", in: codeText(text)))
        }
        for use in GeneratedNameUse.allCases {
            for name in generatedNameClashes(as: use).keys where !identifiers.contains(name) {
                XCTFail("\(name) is refused as a \(use) name, but the generated code no longer uses it")
            }
        }
        // A member or type name is also kept for the runtime's protocols the
        // generated types conform to (`Kind.isDeletable`, `dropOperation`).
        let runtimeFiles = try XCTUnwrap(FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Sources/Runtime").path))
        for case let path as String in runtimeFiles where path.hasSuffix(".swift") {
            let text = try String(contentsOf: packageRoot.appendingPathComponent("Sources/Runtime/" + path), encoding: .utf8)
            identifiers.formUnion(matches(of: "[A-Za-z_][A-Za-z0-9_]*", in: text))
        }
        let members = [
            ("item enum member", GeneratedNames.itemEnumMembers), ("section enum member", GeneratedNames.sectionEnumMembers),
            ("item struct member", GeneratedNames.itemStructMembers),
            ("unqualified type", GeneratedNames.unqualifiedTypes.subtracting(["Self", "Type", "Protocol", "Any"]).sorted()),
        ]
        for (role, names) in members {
            for name in names where !identifiers.contains(name) {
                XCTFail("\(name) is refused as a spec's name for the \(role) of that name, but neither the generated code nor the runtime uses it")
            }
        }
    }

    // MARK: - Texts

    /// Every built-in template, and the code generated from every example
    /// and fixture spec for every target, each with a label and the
    /// identifiers of the spec it was generated from; made once for the tests.
    private static let generatedCodeTexts = Result { try makeGeneratedCodeTexts() }

    private static func makeGeneratedCodeTexts() throws -> [(label: String, text: String, specNames: Set<String>)] {
        var texts = BuiltinTemplates.all.map { (label: "the template \($0.name)", text: $0.text, specNames: Set<String>()) }
        let specs = ["Examples", "Examples/Targets", "Tests/GeneratorTests/Fixtures"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".itemize.json") }.sorted().map { folder + "/" + $0 }
        }
        guard specs.count > 8 else { throw CocoaError(.fileNoSuchFile, userInfo: ["folders": "Examples, Fixtures"]) }
        for spec in specs {
            let bytes = Array(try Data(contentsOf: packageRoot.appendingPathComponent(spec)))
            let specNames = Set(matches(of: "[A-Za-z_][A-Za-z0-9_]*", in: String(decoding: bytes, as: UTF8.self)))
            var generated = 0
            // A spec generates for the targets that can show it (the diffable
            // target has no section fields).
            for target in ValidatedSpec.Target.allCases {
                guard let code = try? GeneratorPipeline(templates: .builtIn, target: target)
                    .generate(specBytes: bytes, file: URL(fileURLWithPath: spec).lastPathComponent)
                else { continue }
                texts.append(("the code generated from \(spec) for \(target.rawValue)", code, specNames))
                generated += 1
            }
            guard generated > 0 else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: spec]) }
        }
        return texts
    }

    /// The names the generated code can take from a module, each with its
    /// module: what the stand-ins of UIKit, AppKit, SwiftUI and the
    /// libraries and ItemizeRuntime declare publicly at file scope, every
    /// `UI...` and `NS...` name, and the names of the standard library and
    /// Foundation that generated code is likely to use (no file lists those).
    private func moduleNames() throws -> [String: String] {
        var names: [String: String] = [:]
        let folders = [
            "Sources/Runtime": "ItemizeRuntime",
            "Tests/AppleStandIns/UIKit": "UIKit", "Tests/AppleStandIns/AppKit": "AppKit",
            "Tests/AppleStandIns/SwiftUI": "SwiftUI", "Tests/AppleStandIns/ObjectiveC": "ObjectiveC",
            "Tests/LibraryStandIns/DifferenceKit": "DifferenceKit", "Tests/LibraryStandIns/Differentiator": "RxDataSources",
            "Tests/LibraryStandIns/RxDataSources": "RxDataSources", "Tests/LibraryStandIns/RxCocoa": "RxCocoa",
            "Tests/LibraryStandIns/RxSwift": "RxSwift",
        ]
        let declaration = #"(?m)^(?:(?:@[A-Za-z_.]+(?:\([^)\n]*\))?|nonisolated|final|public|open)\s+)*(?:public|open)\s+"#
            + #"(?:final\s+)?(?:class|struct|enum|protocol|typealias|func|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        for (folder, module) in folders.sorted(by: { $0.key < $1.key }) {
            let root = packageRoot.appendingPathComponent(folder)
            let files = (FileManager.default.subpaths(atPath: root.path) ?? []).filter { $0.hasSuffix(".swift") }
            XCTAssertFalse(files.isEmpty, "no Swift files in \(folder)")
            for file in files {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for name in captures(of: declaration, in: text) where names[name] == nil {
                    names[name] = module
                }
            }
        }
        for name in Self.standardLibraryNames { names[name] = "Swift" }
        for name in Self.foundationNames { names[name] = "Foundation" }
        return names
    }

    /// Names of the standard library (functions are counted only where
    /// they are called).
    private static let standardLibraryNames = [
        "print", "debugPrint", "type", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
        "min", "max", "zip", "stride", "Void", "Never", "Array", "Set", "Dictionary", "Optional", "String", "Substring",
        "Character", "Int", "Double", "Float", "Bool", "Sequence", "Collection", "Equatable", "Hashable", "Comparable",
        "Identifiable", "CaseIterable", "Sendable", "Codable", "Error", "MainActor", "Task",
    ]

    /// Names of Foundation.
    private static let foundationNames = ["IndexPath", "IndexSet", "NSCoder", "Date", "URL", "Data", "UUID", "NSObject"]

    // MARK: - The check

    /// The names of `modules` that `text` writes neither after a `.` (a
    /// module's name or a member) nor declares itself, and that validation
    /// does not keep specs from naming a type (it reserves `String`, `Int`
    /// and the spec's own names, and refuses what `generatedNameClash`
    /// lists); with the name's module, in order of first use. A name of a
    /// function counts where it is called. `UI...` and `NS...` names are
    /// UIKit's, AppKit's or Foundation's whether or not `modules` lists them.
    private func unqualifiedModuleNames(in text: String, modules: [String: String]) -> [(name: String, module: String)] {
        let code = codeText(text)
        let declared = declaredNames(in: code)
        var found: [(name: String, module: String)] = []
        var seen: Set<String> = []
        guard let expression = try? NSRegularExpression(pattern: #"(?<![.\w$])[A-Za-z_][A-Za-z0-9_]*(\s*\()?"#) else {
            return [("the pattern of a name", "this test")]
        }
        for match in expression.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let range = Range(match.range, in: code) else { continue }
            let isCall = match.range(at: 1).location != NSNotFound
            let name = String(code[range]).components(separatedBy: CharacterSet(charactersIn: " \n(")).first ?? ""
            let isUIKitLike = (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.dropFirst(2).first?.isUppercase == true
            guard let module = modules[name] ?? (isUIKitLike ? "UIKit" : nil), !declared.contains(name),
                  name.first?.isUppercase == true || isCall,
                  typeNameProblem(name) == nil, generatedNameClash(name, as: .type) == nil,
                  seen.insert(name).inserted
            else { continue }
            found.append((name, module))
        }
        return found.sorted { $0.name < $1.name }
    }

    /// The names `code` declares: its types, functions, properties, cases
    /// and generic parameters, and the generic parameters its `where`
    /// clauses constrain.
    private func declaredNames(in code: String) -> Set<String> {
        var names = Set(captures(
            of: #"\b(?:class|struct|enum|protocol|typealias|actor|func|var|let|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#, in: code))
        for list in captures(of: #"(?:\b(?:func|init|struct|class|enum)\b\s*[A-Za-z_0-9`]*\s*)<([^<>]*)>"#, in: code) {
            names.formUnion(captures(of: #"(?:^|,)\s*([A-Za-z_][A-Za-z0-9_]*)"#, in: list))
        }
        for clause in captures(of: #"\bwhere\b([^{]*)\{"#, in: code) {
            names.formUnion(captures(of: #"(?:\bwhere|,)\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:==|:|\.)"#, in: "where" + clause))
        }
        return names
    }
}

/// `text` with only its code left: template tags and comments, Swift
/// comments and the text of string literals (not their interpolations)
/// become spaces, lines kept.
private func codeText(_ text: String) -> String {
    var template = text
    for pattern in [#"\{#[\s\S]*?#\}"#, #"\{\{[\s\S]*?\}\}"#, #"\{%[\s\S]*?%\}"#] {
        template = template.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    let characters = Array(template)
    var code = ""
    code.reserveCapacity(characters.count)
    // In code, the count of open parentheses of each interpolation; in a string, nil.
    var contexts: [Int?] = [0]
    var index = 0
    while index < characters.count {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        if character == "\n" {
            code.append("\n")
            index += 1
            continue
        }
        guard let depth = contexts.last ?? nil else {
            // In a string: an interpolation opens code, a quote closes it.
            if character == "\\", next == "(" {
                contexts.append(0)
                code += "  "
                index += 2
            } else {
                if character == "\"" { contexts.removeLast() }
                code += character == "\\" ? "  " : " "
                index += character == "\\" ? 2 : 1
            }
            continue
        }
        if character == "/", next == "/" {
            while index < characters.count, characters[index] != "\n" { index += 1 }
        } else if character == "/", next == "*" {
            while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                code.append(characters[index] == "\n" ? "\n" : " ")
                index += 1
            }
            index += 2
        } else if character == "\"" {
            contexts.append(nil)
            code.append(" ")
            index += 1
        } else {
            if character == "(" { contexts[contexts.count - 1] = depth + 1 }
            if character == ")" {
                if depth == 0, contexts.count > 1 {
                    contexts.removeLast()
                    code.append(" ")
                    index += 1
                    continue
                }
                contexts[contexts.count - 1] = depth - 1
            }
            code.append(character)
            index += 1
        }
    }
    return code
}

/// The texts in `text` that `pattern` matches, in order.
private func matches(of pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
        Range(match.range, in: text).map { String(text[$0]) }
    }
}

/// The first group of each match of `pattern` in `text`, in order.
private func captures(of pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}
