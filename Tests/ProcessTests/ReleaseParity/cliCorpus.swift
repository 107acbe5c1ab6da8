import Foundation
import GeneratorTestSupport
@testable import ItemizeGenerator

/// Every command the release binary must answer as the debug binary does:
/// each example, target example, consumer and fixture spec (printed, and
/// generated for every target), the broken specs of `badSpecs()`, the
/// pinned fuzz regressions and seeded fuzz mutants, template overrides
/// right and wrong, the template commands, usage errors, and every way of
/// writing: a file, a folder, `--check` on a missing, stale or fresh
/// output, a config file.
func cliCorpus() throws -> [CorpusRun] {
    var runs: [CorpusRun] = []
    let goodSpecs = try specFiles(in: ["Examples", "Examples/Targets", "Examples/Consumer/Specs", "Tests/GeneratorTests/Fixtures"])
    for (name, bytes) in goodSpecs.sorted(by: { $0.key < $1.key }) {
        runs.append(CorpusRun(name: name, files: [name: bytes], arguments: ["generate", name]))
        for target in ValidatedSpec.Target.names {
            runs.append(CorpusRun(name: "\(name) for \(target)", files: [name: bytes], arguments: ["generate", name, "--target", target]))
        }
    }
    let regressions = try specFiles(in: ["Tests/ProcessTests/Fuzz/Regressions"])
    for (name, bytes) in badSpecs().merging(regressions, uniquingKeysWith: { first, _ in first }).sorted(by: { $0.key < $1.key }) {
        runs.append(CorpusRun(name: name, files: [name: bytes], arguments: ["generate", name]))
    }
    runs += try mutantRuns(of: goodSpecs.sorted { $0.key < $1.key }.map { [UInt8]($0.value) })
    runs += writingRuns(goodSpecs)
    runs += templateRuns(feed: try example("Feed.itemize.json"))
    runs += commandLineRuns(feed: try example("Feed.itemize.json"))
    return runs
}

/// The `*.itemize.json` files directly in `folders` of the package, by name.
private func specFiles(in folders: [String]) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for folder in folders {
        let url = packageRoot.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".itemize.json") {
            files[name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
    }
    return files
}

private func example(_ name: String) throws -> Data {
    try Data(contentsOf: packageRoot.appendingPathComponent("Examples/\(name)"))
}

/// 40 mutants of the good specs from a fixed seed, of at most 64 KB so
/// that the debug binary reads each in well under a second.
private func mutantRuns(of specs: [[UInt8]]) throws -> [CorpusRun] {
    let mutator = try SpecMutator(specs: specs)
    var random = SpecFuzzRandom(seed: 30)
    var runs: [CorpusRun] = []
    while runs.count < 40 {
        let mutant = mutator.mutant(using: &random)
        guard mutant.bytes.count <= 65_536 else { continue }
        runs.append(CorpusRun(
            name: "mutant \(runs.count) (\(mutant.steps.joined(separator: "; ")))",
            files: ["Mutant.itemize.json": Data(mutant.bytes)], arguments: ["generate", "Mutant.itemize.json"]))
    }
    return runs
}

/// Each way of writing, with the files it starts from.
private func writingRuns(_ specs: [String: Data]) -> [CorpusRun] {
    let feed = specs["Feed.itemize.json"] ?? Data()
    let inbox = specs["Inbox.itemize.json"] ?? Data()
    let broken = Data(brokenSpec.utf8)
    let both = ["Feed.itemize.json": feed, "Inbox.itemize.json": inbox]
    let stale = both.merging(["Out/Feed.swift": Data("// stale\n".utf8)]) { first, _ in first }
    let committed = (try? example("Feed.swift")).map { both.merging(["Out/Feed.swift": $0]) { first, _ in first } } ?? both
    let todo = specs["Todo.itemize.json"] ?? Data()
    let config = Data(#"{ "specs": [ { "spec": "Specs/Todo.itemize.json", "output": "Sources/Generated/Todo.swift" } ] }"#.utf8)
    let badConfig = Data(#"{ "spces": [ { "spec": "Specs/Todo.itemize.json", "otuput": "Out.swift", "targte": "x" } ], "templtes": "T" }"#.utf8)
    let consumer = ["itemize.json": config, "Specs/Todo.itemize.json": todo]
    return [
        CorpusRun(name: "--output a new file", files: both, arguments: ["generate", "Feed.itemize.json", "--output", "Out/Feed.swift"]),
        CorpusRun(name: "--output=FILE", files: both, arguments: ["generate", "Feed.itemize.json", "--output=Feed.swift"]),
        CorpusRun(name: "--output a folder", files: both, arguments: ["generate", "Feed.itemize.json", "Inbox.itemize.json", "--output", "Out/"]),
        CorpusRun(name: "--output -", files: both, arguments: ["generate", "Feed.itemize.json", "--output", "-"]),
        CorpusRun(name: "--output over a stale file", files: stale, arguments: ["generate", "Feed.itemize.json", "--output", "Out/Feed.swift"]),
        CorpusRun(name: "--output over the committed file", files: committed, arguments: ["generate", "Feed.itemize.json", "--output", "Out/Feed.swift"]),
        CorpusRun(name: "--check of a missing file", files: both, arguments: ["generate", "Feed.itemize.json", "--output", "Out/Feed.swift", "--check"]),
        CorpusRun(name: "--check of a stale file", files: stale, arguments: ["generate", "Feed.itemize.json", "--output", "Out/Feed.swift", "--check"]),
        CorpusRun(name: "--check of the committed file", files: committed, arguments: ["generate", "Feed.itemize.json", "--output", "Out/Feed.swift", "--check"]),
        CorpusRun(name: "--check of a folder", files: stale, arguments: ["generate", "Feed.itemize.json", "Inbox.itemize.json", "--output", "Out/", "--check"]),
        CorpusRun(
            name: "a broken spec beside a good one writes nothing",
            files: both.merging(["Broken.itemize.json": broken]) { first, _ in first },
            arguments: ["generate", "Feed.itemize.json", "Broken.itemize.json", "--output", "Out/"]),
        CorpusRun(name: "a missing spec", files: both, arguments: ["generate", "Nothing.itemize.json", "--output", "Out/"]),
        CorpusRun(name: "--config", files: consumer, arguments: ["generate", "--config", "itemize.json"]),
        CorpusRun(name: "--config --check", files: consumer, arguments: ["generate", "--config", "itemize.json", "--check"]),
        CorpusRun(
            name: "a config with misspelt keys", files: consumer.merging(["itemize.json": badConfig]) { _, new in new },
            arguments: ["generate", "--config", "itemize.json"]),
    ]
}

/// The template commands, and overrides: a good one, misspelt file names
/// at the top and in a target's folder, and templates with mistakes.
private func templateRuns(feed: Data) -> [CorpusRun] {
    var runs = [
        CorpusRun(name: "templates list", files: [:], arguments: ["templates", "list"]),
        CorpusRun(name: "templates print a misspelt name", files: [:], arguments: ["templates", "print", "item-sturct"]),
        CorpusRun(name: "templates print without a name", files: [:], arguments: ["templates", "print"]),
        CorpusRun(name: "templates lst", files: [:], arguments: ["templates", "lst"]),
    ]
    for name in ["file", "item-struct", "diffable/library"] {
        runs.append(CorpusRun(name: "templates print \(name)", files: [:], arguments: ["templates", "print", name]))
    }
    let itemStruct = TemplateSet.builtIn.source(named: "item-struct")?.text ?? ""
    let overrides: [(String, [String: String])] = [
        ("a good override", ["item-struct.template": "// Overridden.\n" + itemStruct]),
        ("a misspelt template file", ["item-strcut.template": itemStruct]),
        ("a misspelt template file in a target's folder", ["diffable/libary.template": "// x\n"]),
        ("a misspelt key in a template", ["item-struct.template": itemStruct.replacingOccurrences(of: "item.name", with: "item.nmae")]),
        ("a misspelt include", ["item-enum.template": "{% include \"item-sturct\" %}\n"]),
        ("a misspelt loop list and variable", ["item-struct.template": "{% for field in item.feilds %}{{ fiedl.name }}{% endfor %}\n{{ acess }}\n"]),
        ("an if without endif", ["item-struct.template": "{% if item.isComposite %}\nx\n"]),
        ("a new template that is included", ["item-enum.template": "{% include \"my-part\" %}\n", "my-part.template": "// part of {{ enumName }}\n"]),
    ]
    for (name, templates) in overrides {
        var files = ["Feed.itemize.json": feed]
        for (file, text) in templates {
            files["Overrides/" + file] = Data(text.utf8)
        }
        runs.append(CorpusRun(name: "--templates with \(name)", files: files, arguments: ["generate", "Feed.itemize.json", "--templates", "Overrides"]))
        runs.append(CorpusRun(
            name: "--templates with \(name), for diffable", files: files,
            arguments: ["generate", "Feed.itemize.json", "--templates", "Overrides", "--target", "diffable"]))
    }
    return runs
}

/// Help, version and every usage error, most with a suggestion.
private func commandLineRuns(feed: Data) -> [CorpusRun] {
    let argumentLists: [[String]] = [
        [], ["--help"], ["-h"], ["help"], ["--version"], ["--version", "x"], ["generat"], ["frobnicate"], ["--verbose"],
        ["templates"], ["generate"], ["generate", "--outptu", "x", "Feed.itemize.json"], ["generate", "--output"],
        ["generate", "--target", "difable", "Feed.itemize.json"], ["generate", "--target", "zzzzzzzz", "Feed.itemize.json"],
        ["generate", "--check", "Feed.itemize.json"], ["generate", "--check=yes", "Feed.itemize.json", "--output", "x"],
        ["generate", "Feed.itemize.json", "--output", "a", "--output", "b"], ["generate", "--config", "itemize.json", "Feed.itemize.json"],
        ["generate", "--help"], ["generate", "--", "--output"],
    ]
    return argumentLists.map { arguments in
        CorpusRun(name: "itemize " + arguments.joined(separator: " "), files: ["Feed.itemize.json": feed], arguments: arguments)
    }
}
