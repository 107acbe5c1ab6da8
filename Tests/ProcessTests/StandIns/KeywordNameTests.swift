import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// Swift's keywords as field, case, section and section field names: every
/// one the validation accepts generates code that swiftc type-checks for
/// every target, the UIKit helpers included; every one it refuses as
/// illegal even in backticks does fail swiftc where the generated code
/// puts it (the negative control: the same code with a plain name in its
/// place, the name then swapped for the keyword in backticks).
final class KeywordNameTests: XCTestCase {
    /// The Swift Programming Language's reserved words, and the
    /// identifiers that mean something else where members are written.
    private static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup", "private",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol", "get", "set", "willSet", "didSet", "some", "any",
        "async", "actor", "macro", "package", "each", "consume", "copy", "lazy", "mutating", "optional", "override",
        "required", "unowned", "weak", "convenience", "dynamic", "final", "indirect", "isolated", "sending",
    ]

    /// The names refused as illegal even in backticks, by role.
    private static let refused: [(role: MemberRole, name: String)] = [
        (.field, "self"), (.itemCase, "self"), (.itemCase, "Self"), (.itemCase, "Type"),
        (.itemCase, "Protocol"), (.section, "self"),
    ]

    func testEveryAcceptedKeywordTypeChecksInEveryRoleAndTarget() throws {
        let checks = try typeChecker()
        let folder = try TemporaryFolder()
        var jobs: [(target: ValidatedSpec.Target, files: [String])] = []
        for target in ValidatedSpec.Target.allCases {
            var files: [String] = []
            for role in ["field", "case", "section", "sectionField"] where !(role == "sectionField" && target == .diffable) {
                let names = Self.keywords.filter { name in
                    let memberRole: MemberRole = role == "case" ? .itemCase : role == "section" ? .section : .field
                    return !Self.refused.contains { $0.role == memberRole && $0.name == name }
                }
                let spec = Self.spec(role: role, names: names, prefix: "K\(role)", target: target)
                let code = try GeneratorPipeline(templates: .builtIn, target: target)
                    .generate(specBytes: Array(spec.utf8), file: "\(role).itemize.json")
                files.append(try folder.write(code, to: "\(target.rawValue)/\(role).swift"))
            }
            jobs.append((target, files))
        }
        // One compile per target, two at a time.
        let allJobs = jobs
        let results = CompileResults.compiling(count: allJobs.count) { index in
            try checks(allJobs[index].files, allJobs[index].target, "Keywords")
        }
        for (index, job) in jobs.enumerated() {
            let result = try results.get(index)
            XCTAssertEqual(result.status, 0, "\(job.target):\n\(result.output.prefix(6_000))")
        }
    }

    func testEveryRefusedKeywordFailsSwiftcWhereTheGeneratedCodePutsIt() throws {
        let checks = try typeChecker()
        let folder = try TemporaryFolder()
        for (role, name) in Self.refused {
            let roleName = role == .itemCase ? "case" : role == .section ? "section" : "field"
            // A plain name in the keyword's place: it type-checks...
            let spec = Self.spec(role: roleName, names: ["zzKeyword"], prefix: "N", target: .itemize)
            let code = try GeneratorPipeline(templates: .builtIn, target: .itemize)
                .generate(specBytes: Array(spec.utf8), file: "N.itemize.json")
            let plain = try checks([try folder.write(code, to: "plain-\(roleName).swift")], .itemize, "Plain")
            XCTAssertEqual(plain.status, 0, "\(roleName):\n\(plain.output.prefix(3_000))")
            // ...and with the keyword in backticks, as translation escapes it, it does not.
            let escaped = code.replacingOccurrences(of: "zzKeyword", with: "`\(name)`")
            let file = try folder.write(escaped, to: "\(roleName)-\(name.unicodeScalars.map { String($0.value) }.joined()).swift")
            let result = try checks([file], .itemize, "Escaped")
            XCTAssertNotEqual(result.status, 0, "the \(roleName) `\(name)` type-checks; the validation need not refuse it")
            XCTAssertNotNil(memberNameProblem(name, role: role, generatedMembers: []), "\(roleName) \(name)")
        }
    }

    func testTheKeywordsAcceptedAsTypeNamesTypeCheckInEveryTarget() throws {
        let checks = try typeChecker()
        let folder = try TemporaryFolder()
        let names = ["open", "borrowing", "consuming"]
        for name in names {
            XCTAssertNil(typeNameProblem(name), name)
        }
        // The negative control: a keyword refused as a type name.
        XCTAssertNotNil(typeNameProblem("nonisolated"))
        for target in ValidatedSpec.Target.allCases {
            let items = names.map { #"{ "name": "\#($0)", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"# }
            let spec = """
                { "enum": "TypeNameItem", "target": "\(target.rawValue)", "items": [ \(items.joined(separator: ", ")) ],
                  "sections": [ { "name": "main", "items": [\(names.map { "\"\($0)\"" }.joined(separator: ", "))] } ] }
                """
            let code = try GeneratorPipeline(templates: .builtIn, target: target)
                .generate(specBytes: Array(spec.utf8), file: "TypeNames.itemize.json")
            let result = try checks([try folder.write(code, to: "\(target.rawValue).swift")], target, "TypeNames")
            XCTAssertEqual(result.status, 0, "\(target):\n\(result.output.prefix(6_000))")
        }
    }

    /// A spec that puts every name of `names` in `role`: the fields of one
    /// item (two of them its identity), the cases of as many items, the
    /// sections, or the fields of one section shown in its header.
    private static func spec(role: String, names: [String], prefix: String, target: ValidatedSpec.Target) -> String {
        let plainItem = #"{ "name": "\#(prefix)Plain", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"#
        var items = [plainItem]
        var sections = [#"{ "name": "main", "items": ["\#(prefix)Plain"] }"#]
        switch role {
        case "field":
            let fields = names.map { #"{ "name": "\#($0)", "type": "Int" }"# }.joined(separator: ", ")
            let identity = names.prefix(2).map { #""\#($0)""# }.joined(separator: ", ")
            items.append(#"{ "name": "\#(prefix)Fields", "identity": [\#(identity)], "fields": [ \#(fields) ] }"#)
            let single = names[0]
            items.append(#"{ "name": "\#(prefix)One", "identity": "\#(single)", "fields": [ { "name": "\#(single)", "type": "String" } ] }"#)
            sections = [#"{ "name": "main", "items": ["\#(prefix)Plain", "\#(prefix)Fields", "\#(prefix)One"] }"#]
        case "case":
            for (index, name) in names.enumerated() {
                items.append(
                    #"{ "name": "\#(prefix)Item\#(index)", "case": "\#(name)", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"#)
            }
            let kinds = ([#""\#(prefix)Plain""#] + names.indices.map { #""\#(prefix)Item\#($0)""# }).joined(separator: ", ")
            sections = [#"{ "name": "main", "items": [\#(kinds)] }"#]
        case "section":
            sections += names.map { #"{ "name": "\#($0)", "header": "H", "items": ["\#(prefix)Plain"] }"# }
        default:
            let fields = names.map { #"{ "name": "\#($0)", "type": "Int" }"# }.joined(separator: ", ")
            let header = names.map { "{\($0)}" }.joined(separator: " ")
            sections = [#"{ "name": "main", "header": "\#(header)", "fields": [ \#(fields) ], "items": ["\#(prefix)Plain"] }"#]
        }
        return """
            { "enum": "\(prefix)Item", "target": "\(target.rawValue)",
              "items": [ \(items.joined(separator: ",\n")) ],
              "sections": [ \(sections.joined(separator: ",\n")) ] }
            """
    }

    /// Type-checks files generated for a target against the stand-ins of
    /// UIKit and of the target's library.
    private func typeChecker() throws -> @Sendable ([String], ValidatedSpec.Target, String) throws -> CompilerResult {
        #if !os(Linux)
            throw XCTSkip("the real UIKit would shadow the stand-ins")
        #else
            let build = try StandInBuild.shared.get()
            let libraries = try LibraryStandIns.shared.get()
            return { files, target, module in
                target == .itemize
                    ? try build.typeCheck(files, module: module, against: build.uikit)
                    : try libraries.typeCheck(files, module: module)
            }
        #endif
    }
}
