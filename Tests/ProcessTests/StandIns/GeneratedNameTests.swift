import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// Every name the generated code declares or uses itself, read from the
/// built-in templates and from the code they generate, tried as an item
/// name, a case name, a field name, a section name and an enum name: each
/// either generates code that type-checks for every target, the UIKit
/// helpers included, or is rejected with a located diagnostic that names
/// it. Non-ASCII names are tried the same way.
///
/// The names are batched, many to a spec and many specs to a compile, so
/// the whole matrix costs a few compiles per target. Every name is
/// validated in every slot; by default only a sample of the accepted ones
/// is compiled (`compiledSample`), and the exhaustive run
/// (`ITEMIZE_EXHAUSTIVE=1`) compiles them all.
final class GeneratedNameTests: XCTestCase {
    func testTheNamesReadFromTheTemplatesIncludeTheOnesKnownToClash() throws {
        let names = Set(try generatedCodeNames().names)
        for known in Self.namesKnownToClash {
            XCTAssertTrue(names.contains(known), "\(known) is not among the names read from the templates")
        }
    }

    func testEveryGeneratedNameWorksInEveryTargetOrIsRejectedWithALocatedDiagnostic() throws {
        let code = try generatedCodeNames()
        // The items the issue found breaking, whose cases (`item`, `value`,
        // `path`) are names of the generated code.
        // `Value` and `Cell` were the generic parameters of the cell helpers the library targets wrote out.
        let names = code.names + (["Item", "Value", "Cell", "Path"] + Self.namesTheGeneratedCodeQualifies).filter { !code.names.contains($0) }
            + Self.nonASCIINames
        var accepted: [Slot: [String]] = [:]
        var rejections: [String] = []
        for slot in Slot.allCases {
            for name in names {
                switch validate(slot.singleNameSpec(name)) {
                case .success:
                    accepted[slot, default: []].append(name)
                case .failure(let error):
                    if let problem = rejectionProblem(error, name: name, slot: slot) {
                        XCTFail(problem)
                    }
                    rejections.append("\(slot) \(name): \(error.diagnostics.first?.message ?? "")")
                }
            }
        }
        for name in Self.namesTheGeneratedCodeQualifies {
            for slot in [Slot.itemName, .caseName, .section, .enumName] {
                XCTAssertTrue(accepted[slot]?.contains(name) == true, "the \(slot) \(name), which the generated code qualifies, was rejected")
            }
        }
        for name in Self.nonASCIINames {
            for slot in Slot.allCases {
                XCTAssertTrue(accepted[slot]?.contains(name) == true, "the non-ASCII \(slot) \(name) was rejected")
            }
        }
        if isExhaustiveRun {
            // Written for whoever reads the exhaustive run's log: what is
            // refused, and why.
            print("GeneratedNameTests: \(names.count) names; rejected:\n" + rejections.joined(separator: "\n"))
        }
        let compiled = isExhaustiveRun ? Set(names) : Self.compiledSample(of: names, genericContextNames: code.genericContextNames)
        accepted = accepted.mapValues { $0.filter(compiled.contains) }

        // Specs share a module unless they declare a type of the same name.
        // An enum name shadows at file scope what an item name does, which
        // the item batches compile; what only the enums meet is the generic
        // parameters and member types of the scopes they are named in, so
        // those (and the non-ASCII names) are compiled as enum names, one
        // spec each.
        let enumNames = code.genericContextNames.union(Self.namesTheGeneratedCodeQualifies)
            .union(isExhaustiveRun ? Self.nonASCIINames : ["größe", "Größe", "İstanbul", "メニュー"])
        // The padding that makes switches take their large form is most of
        // what is compiled. By default the item names (whose derived cases
        // include the case names known to clash) meet large item switches
        // and the section names large section switches; the exhaustive run
        // pads every padded spec with both.
        let specs = [
            Slot.caseName.batchSpec(accepted[.caseName] ?? [], index: 1_000, padding: isExhaustiveRun ? Padding.all : []),
            Slot.field.batchSpec(accepted[.field] ?? [], index: 1_001),
            Slot.section.batchSpec(accepted[.section] ?? [], index: 1_002, padding: isExhaustiveRun ? Padding.all : [.sections]),
        ] + Slot.itemName.batches(accepted[.itemName] ?? [], padding: isExhaustiveRun ? Padding.all : [.items])
            + Slot.enumName.batches((accepted[.enumName] ?? []).filter(enumNames.contains))
            + Slot.sectionEnum.batches((accepted[.sectionEnum] ?? []).filter(enumNames.contains))
        var modules: [(specs: [String], typeNames: Set<String>)] = []
        for spec in specs {
            let typeNames: Set<String>
            switch validate(spec) {
            case .success(let validated):
                typeNames = Set([validated.enumName, validated.sectionEnumName, validated.sectionModelName]
                    + validated.items.map(\.name))
            case .failure(let error):
                XCTFail("names accepted one by one are rejected together: \(error)\n\(spec.prefix(2_000))")
                continue
            }
            if let index = modules.firstIndex(where: { $0.typeNames.isDisjoint(with: typeNames) }) {
                modules[index].specs.append(spec)
                modules[index].typeNames.formUnion(typeNames)
            } else {
                modules.append(([spec], typeNames))
            }
        }

        let folder = try TemporaryFolder()
        var jobs: [(label: String, target: ValidatedSpec.Target, files: [String])] = []
        for target in ValidatedSpec.Target.allCases {
            for (moduleIndex, module) in modules.enumerated() {
                var files: [String] = []
                for (index, spec) in module.specs.enumerated() {
                    let code = try GeneratorPipeline(templates: .builtIn, target: target)
                        .generate(specBytes: Array(spec.utf8), file: "Names\(index).itemize.json")
                    files.append(try folder.write(code, to: "\(target.rawValue)/\(moduleIndex)/Names\(index).swift"))
                }
                jobs.append(("module \(moduleIndex) for \(target)", target, files))
            }
        }
        // The compiles are independent: two at a time.
        let checks = try typeChecker()
        let allJobs = jobs
        let results = CompileResults.compiling(count: allJobs.count) { index in
            try checks(allJobs[index].files, allJobs[index].target, "Names\(index)")
        }
        for (index, job) in jobs.enumerated() {
            let result = try results.get(index)
            XCTAssertEqual(result.status, 0, "\(job.label):\n\(result.output.prefix(6_000))")
        }
    }

    /// Cell classes the validation accepts, in every script and next to
    /// cases named like the cell helpers' own parameters, type-check with
    /// the classes a user declares for them.
    func testAcceptedCellClassesTypeCheckInEveryTarget() throws {
        let cells = ["KarteZelle", "größeCell", "メニューセル", "UITableViewCell", "cellView", "Value", "Item", "Context2"]
        let items = cells.enumerated().map { index, cell in
            #"{ "name": "Zc\#(index)", "case": "\#(["cell", "tableView", "indexPath", "value", "item", "body", "typed", "context"][index])", "tableCell": "\#(cell)", "identity": "id", "fields": [ { "name": "id", "type": "Int" } ] }"#
        }
        let spec = """
            { "enum": "ZcItem", "access": "public", "items": [ \(items.joined(separator: ",\n")) ],
              "sections": [ { "name": "all", "items": ["Zc0"] } ] }
            """
        let declarations = cells.filter { $0 != "UITableViewCell" }
            .map { "public final class \($0): UITableViewCell {}" }.joined(separator: "\n")
        let folder = try TemporaryFolder()
        let checks = try typeChecker()
        for target in ValidatedSpec.Target.allCases {
            let code = try GeneratorPipeline(templates: .builtIn, target: target)
                .generate(specBytes: Array(spec.utf8), file: "Cells.itemize.json")
            let files = [
                try folder.write(code, to: "\(target.rawValue)/Cells.swift"),
                try folder.write("import UIKit\n\n" + declarations + "\n", to: "\(target.rawValue)/CellClasses.swift"),
            ]
            let result = try checks(files, target, "Cells")
            XCTAssertEqual(result.status, 0, "\(target):\n\(result.output.prefix(6_000))")
        }
    }

    // MARK: - Names

    /// Names in other scripts and with letters outside ASCII.
    static let nonASCIINames = ["Café", "größe", "Größe", "メニュー", "İstanbul", "Ωmega", "naïve", "Ünïcödé", "日本"]

    /// Names of the generated code that once broke it when a spec used
    /// them, as the case or type name of an item, a section or an enum.
    static let namesKnownToClash = [
        "Item", "path", "context", "TableCells", "CollectionCells", "IndexPath", "UITableView", "cell",
        "tableView", "collectionView", "indexPath", "Dispatch", "Result", "Context", "ShownItems", "reuseIdentifier",
        "CellRegistrations", "HostedRows", "SupplementaryRegistrations",
    ]

    /// Names the generated code once used unqualified, which validation
    /// refused; now that it writes them qualified (`UIKit.UITableView`,
    /// `Swift.print`) or no longer names them, specs may use them, and
    /// each is compiled in every slot and target. UIKit's generic
    /// parameters are among them: a subclass of a diffable data source
    /// does not see them.
    static let namesTheGeneratedCodeQualifies = [
        "assertionFailure", "preconditionFailure", "print", "type", "IndexPath", "IndexSet", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "NSDiffableDataSourceSnapshot",
        "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "itemIdentifier",
        "SupplementaryViewProvider", "SectionIdentifierType", "ItemIdentifierType", "SectionModelType",
        "TableViewSectionedDataSource", "CollectionViewSectionedDataSource", "Differentiable", "KindedItem",
        "KindRestrictedSection", "ArraySection", "UIHostingConfiguration", "UIListContentConfiguration",
        "UICollectionViewListCell", "UIImage", "UISwitch", "UIAction",
    ]

    /// The names compiled by default: those known to have clashed, those
    /// the generated code now qualifies, the non-ASCII ones, and a seeded sample of the rest, one in six of the
    /// names in generic parameter lists and member types (which the enum
    /// names are tried against) and one in twelve of the others; the same
    /// sample on every run, so a failure reproduces.
    private static func compiledSample(of names: [String], genericContextNames: Set<String>) -> Set<String> {
        var random = SpecFuzzRandom(seed: 0x4E41_4D45)
        var sample = Set(namesKnownToClash + namesTheGeneratedCodeQualifies + ["Path", "Value", "Cell"] + nonASCIINames)
        for name in names where !sample.contains(name) {
            let odds: UInt64 = genericContextNames.contains(name) ? 6 : 12
            if random.next() % odds == 0 {
                sample.insert(name)
            }
        }
        return sample
    }

    /// Every identifier the built-in templates write, and every identifier
    /// of the code they generate for the examples (which adds the names
    /// translation fills in, such as `TableCells` and `UITableView`),
    /// outside comments and string literals, in first-seen order; and
    /// among them those in generic parameter lists, `where` clauses and
    /// member types (`Dispatch<Context, Result>`, `.CellProvider`).
    private func generatedCodeNames() throws -> (names: [String], genericContextNames: Set<String>) {
        var texts: [String] = []
        let templates = packageRoot.appendingPathComponent("Templates")
        for path in FileManager.default.subpaths(atPath: templates.path) ?? [] where path.hasSuffix(".template") {
            texts.append(try String(contentsOf: templates.appendingPathComponent(path), encoding: .utf8))
        }
        // The feed lists the table alone; the section views fixture has
        // both views' cells and header views, without section fields, so
        // that every target generates them.
        for spec in ["Examples/Feed.itemize.json", "Tests/GeneratorTests/Fixtures/SectionViews.itemize.json"] {
            let bytes = try Data(contentsOf: packageRoot.appendingPathComponent(spec))
            for target in ValidatedSpec.Target.allCases {
                texts.append(try GeneratorPipeline(templates: .builtIn, target: target)
                    .generate(specBytes: Array(bytes), file: URL(fileURLWithPath: spec).lastPathComponent))
            }
        }
        var names: [String] = []
        var seen: Set<String> = []
        var genericContextNames: Set<String> = []
        for text in texts {
            let code = codeText(text)
            for name in identifiers(in: code) where seen.insert(name).inserted {
                names.append(name)
            }
            for match in matches(of: #"<[^<>{}]*>|\bwhere\b[^{]*\{|\.[A-Z][A-Za-z0-9_]*"#, in: code) {
                genericContextNames.formUnion(identifiers(in: match))
            }
        }
        return (names, genericContextNames)
    }

    // MARK: - Checks

    private func validate(_ spec: String) -> Result<ValidatedSpec, DiagnosticError> {
        do throws(DiagnosticError) {
            return .success(try validateSpec(
                try parseJSON(Array(spec.utf8), file: "Names.itemize.json"), file: "Names.itemize.json"
            ))
        } catch {
            return .failure(error)
        }
    }

    /// Why a rejection is not a located diagnostic naming `name` at the
    /// value that holds it, or nil when it is one.
    private func rejectionProblem(_ error: DiagnosticError, name: String, slot: Slot) -> String? {
        // A clash of a name derived from it (`SectionModel` from the section
        // enum `Section`) names the derived name.
        let naming = error.diagnostics.filter { $0.message.contains(name) }
        guard let diagnostic = naming.first else {
            return "the \(slot) \(name) is rejected without a diagnostic naming it: \(error)"
        }
        guard let location = diagnostic.location, location.line >= 1, location.column >= 1 else {
            return "the \(slot) \(name) is rejected without a location: \(diagnostic)"
        }
        guard location.jsonPath == slot.path else {
            return "the \(slot) \(name) is rejected at \(location.jsonPath), not \(slot.path): \(diagnostic)"
        }
        return nil
    }

    /// Type-checks files generated for a target, as a module of the given
    /// name, against the stand-ins of UIKit and of the target's library.
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

/// Where a name goes in a spec.
private enum Slot: CaseIterable, CustomStringConvertible {
    case itemName, caseName, field, section, enumName, sectionEnum

    var description: String {
        switch self {
        case .itemName: "item name"
        case .caseName: "case name"
        case .field: "field name"
        case .section: "section name"
        case .enumName: "enum name"
        case .sectionEnum: "section enum name"
        }
    }

    /// The JSON path of the name in `singleNameSpec`.
    var path: String {
        switch self {
        case .itemName: "items[0].name"
        case .caseName: "items[0].case"
        case .field: "items[0].fields[1].name"
        case .section: "sections[0].name"
        case .enumName: "enum"
        case .sectionEnum: "sectionEnum"
        }
    }

    /// A spec with `name` in this slot and neutral names elsewhere.
    func singleNameSpec(_ name: String) -> String {
        batchSpec([name], index: 0)
    }

    /// One spec holding every name of `names` in this slot, its other
    /// names made unique by `index` so several specs share a module; with
    /// `padding`, more than 256 kinds or sections, so that its switches
    /// take the form they have for large specs too.
    func batchSpec(_ names: [String], index: Int, padding: Set<Padding> = []) -> String {
        let quoted = names.map(jsonString)
        let prefix = "Zq\(index)"
        var enumName = "\(prefix)Item"
        var sectionEnum = ""
        var items: [String] = []
        var sections = [#"{ "name": "zqSection", "items": [\#(jsonString("\(prefix)Kind"))] }"#]
        let kind = #"{ "name": \#(jsonString("\(prefix)Kind")), "identity": "zqKey", "fields": [ { "name": "zqKey", "type": "Int" } ] }"#
        switch self {
        case .itemName:
            items = quoted.map { #"{ "name": \#($0), "identity": "zqKey", "fields": [ { "name": "zqKey", "type": "Int" } ] }"# }
            sections = [#"{ "name": "zqSection", "items": [\#(quoted.joined(separator: ", "))] }"#]
        case .caseName:
            items = quoted.enumerated().map { position, name in
                #"{ "name": "\#(prefix)Kind\#(position)", "case": \#(name), "identity": "zqKey", "fields": [ { "name": "zqKey", "type": "Int" } ] }"#
            }
            sections = [#"{ "name": "zqSection", "items": ["\#(prefix)Kind0"] }"#]
        case .field:
            let fields = ([#""zqKey""#] + quoted).map { #"{ "name": \#($0), "type": "Int" }"# }.joined(separator: ", ")
            items = [
                #"{ "name": \#(jsonString("\(prefix)Kind")), "identity": "zqKey", "fields": [ \#(fields) ] }"#,
                #"{ "name": \#(jsonString("\(prefix)Parts")), "identity": [\#(quoted.joined(separator: ", "))], "fields": [ \#(fields) ] }"#,
            ]
        case .section:
            items = [kind]
            sections = quoted.map { #"{ "name": \#($0), "header": "H", "items": [\#(jsonString("\(prefix)Kind"))] }"# }
        case .enumName:
            enumName = names.first ?? enumName
            items = [kind]
        case .sectionEnum:
            sectionEnum = #""sectionEnum": \#(quoted.first ?? "\"\""),"#
            items = [kind]
        }
        if !padding.isEmpty {
            let limit = RenderModel.exhaustiveSwitchLimit + 1
            let firstFiller = jsonString("\(prefix)Fill\(items.count)")
            // The filler sections hold the first filler kind, so there is one.
            let itemLimit = padding.contains(.items) ? max(items.count + 1, limit) : items.count + 1
            items += (items.count..<itemLimit).map { position in
                #"{ "name": "\#(prefix)Fill\#(position)", "identity": "zqKey", "fields": [ { "name": "zqKey", "type": "Int" } ] }"#
            }
            if padding.contains(.sections) {
                sections += (sections.count..<max(sections.count, limit)).map { position in
                    #"{ "name": "zqFill\#(position)", "items": [\#(firstFiller)] }"#
                }
            }
        }
        return """
            { "enum": \(jsonString(enumName)), \(sectionEnum) "access": "public",
              "items": [ \(items.joined(separator: ",\n")) ],
              "sections": [ \(sections.joined(separator: ",\n")) ] }
            """
    }

    /// Specs holding `names`, as few as the slot allows: an enum name per
    /// spec; item names grouped so that no two in a spec derive the same
    /// case name, the first group with `padding`.
    func batches(_ names: [String], padding: Set<Padding> = []) -> [String] {
        switch self {
        case .enumName, .sectionEnum:
            return names.enumerated().map { index, name in batchSpec([name], index: index) }
        default:
            var groups: [[String]] = []
            var cases: [Set<String>] = []
            for name in names {
                let caseName = lowerCamelCase(name)
                if let group = cases.firstIndex(where: { !$0.contains(caseName) }) {
                    groups[group].append(name)
                    cases[group].insert(caseName)
                } else {
                    groups.append([name])
                    cases.append([caseName])
                }
            }
            // The first group holds every case name there is: it alone is
            // padded to the size where switches change form.
            return groups.enumerated().map { index, group in
                batchSpec(group, index: index + 1, padding: index == 0 ? padding : [])
            }
        }
    }
}

/// What a spec is padded with, beyond the size at which switches change form.
private enum Padding: Hashable {
    case items, sections

    /// Both.
    static let all: Set<Padding> = [.items, .sections]
}

private func jsonString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// `text` without template tags and comments, Swift comments and string
/// literals: what is left is code.
private func codeText(_ text: String) -> String {
    var code = text
    for pattern in [#"\{#[\s\S]*?#\}"#, #"\{\{[\s\S]*?\}\}"#, #"\{%[\s\S]*?%\}"#, #"//[^\n]*"#, #""(\\.|[^"\\\n])*""#] {
        code = code.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return code
}

/// The identifiers of `code`, in order, repeats included.
private func identifiers(in code: String) -> [String] {
    matches(of: "[A-Za-z_][A-Za-z0-9_]*", in: code)
}

/// The texts in `text` that `pattern` matches, in order; with Foundation's
/// regular expressions, as Swift's `Regex` needs macOS 13.
private func matches(of pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else {
        return []
    }
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).compactMap { match in
        Range(match.range, in: text).map { String(text[$0]) }
    }
}
