import Foundation
import GeneratorTestSupport

/// A fenced Swift snippet of README.md or a page of docs/, and how the
/// snippet tests compile it, as the HTML comment on the line before its
/// fence says (none: top-level declarations of the default target):
///
/// - `<!-- snippet: body in CONTEXT -->`: statements, compiled as the body
///   of a method of `CONTEXT`, a class of `Tests/DocSnippets` whose
///   properties are the names the snippet uses (`dataSource`, `tableView`);
/// - `<!-- snippet: run in CONTEXT -->`: the same, and also run; a comment
///   `// logs: TEXT` in it says what the context's `logger` must record;
/// - `<!-- snippet: manifest -->`: the arguments of a `Package(...)`;
/// - `<!-- snippet: partial: WHY -->`: not compiled, for the few that are
///   outlines of generated code or need a library there is no stand-in of;
/// - `..., target NAME`: compiled with that target's generated feed
///   (`differencekit`, `diffable`) instead of the default one's.
struct DocSnippet: Equatable, CustomStringConvertible {
    /// How a snippet is compiled.
    enum Use: Equatable {
        case declarations
        case body(context: String)
        case run(context: String)
        case manifest
        case partial(reason: String)
    }

    /// The Markdown file, relative to the package root (`docs/runtime.md`).
    var file: String
    /// The line of the snippet's first line of code, from 1.
    var line: Int
    /// The snippet's `import` lines, which a body's wrapper moves to the top.
    var imports: [String]
    /// The code without its leading `import` lines.
    var code: String
    /// The line of `code`'s first line, from 1.
    var codeLine: Int
    var use: Use
    /// The target whose generated code the snippet uses.
    var target: String

    /// `file:line`, where an editor opens the snippet.
    var description: String { "\(file):\(line)" }

    /// The text of every `// logs: TEXT` comment, in order.
    var expectedLogs: [String] {
        code.split(separator: "\n").compactMap { line in
            line.range(of: "// logs: ").map { String(line[$0.upperBound...]) }
        }
    }

    /// The Markdown files whose snippets the tests compile: README.md and
    /// every page of docs/, sorted.
    static func documentationFiles() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The Swift snippets of `markdown`, read from `file`.
    ///
    /// - Throws: `SnippetMarkerError` for a marker that says nothing known,
    ///   so that a misspelt marker is not read as "declarations".
    static func snippets(in markdown: String, file: String) throws -> [DocSnippet] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var snippets: [DocSnippet] = []
        var index = 0
        while index < lines.count {
            // A fence may be indented, inside a list item; its code then is too.
            let indent = lines[index].prefix { $0 == " " }.count
            guard lines[index].dropFirst(indent).hasPrefix("```") else {
                index += 1
                continue
            }
            let isSwift = lines[index].dropFirst(indent) == "```swift"
            let start = index + 1
            var end = start
            while end < lines.count && !lines[end].drop(while: { $0 == " " }).hasPrefix("```") { end += 1 }
            if isSwift {
                let marker = index > 0 ? String(lines[index - 1].drop { $0 == " " }) : ""
                let (use, target) = try parseMarker(marker, at: "\(file):\(index)")
                let body = lines[start..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
                let imports = body.prefix { $0.hasPrefix("import ") || $0.isEmpty }
                snippets.append(DocSnippet(
                    file: file, line: start + 1, imports: imports.filter { !$0.isEmpty },
                    code: body.dropFirst(imports.count).joined(separator: "\n"), codeLine: start + 1 + imports.count,
                    use: use, target: target
                ))
            }
            index = end + 1
        }
        return snippets
    }

    /// The use and target a marker line names; a line that is no marker
    /// means declarations of the default target.
    private static func parseMarker(_ line: String, at place: String) throws -> (Use, String) {
        let prefix = "<!-- snippet: ", suffix = " -->"
        guard line.hasPrefix(prefix) else { return (.declarations, "itemize") }
        guard line.hasSuffix(suffix) else { throw SnippetMarkerError(place: place, line: line) }
        var words = String(line.dropFirst(prefix.count).dropLast(suffix.count))
        if words.hasPrefix("partial: ") {
            return (.partial(reason: String(words.dropFirst("partial: ".count))), "itemize")
        }
        var target = "itemize"
        if let range = words.range(of: ", target ") {
            target = String(words[range.upperBound...])
            words = String(words[..<range.lowerBound])
        }
        let parts = words.split(separator: " ").map(String.init)
        switch (parts.first, parts.count) {
        case ("body", 3) where parts[1] == "in": return (.body(context: parts[2]), target)
        case ("run", 3) where parts[1] == "in": return (.run(context: parts[2]), target)
        case ("manifest", 1): return (.manifest, target)
        case ("declarations", 1): return (.declarations, target)
        default: throw SnippetMarkerError(place: place, line: line)
        }
    }
}

/// A `<!-- snippet: ... -->` line that names no known use.
struct SnippetMarkerError: Error, CustomStringConvertible {
    var place: String
    var line: String
    var description: String { "\(place): unknown snippet marker \(line)" }
}
