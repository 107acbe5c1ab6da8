import Foundation

/// What a generated file holds, as a reviewer reads it: its lines, the
/// lines that name none of the spec's kinds (code that could live in a
/// library), and its comment lines.
struct OutputShape {
    var lines = 0
    var linesNamingNoKind = 0
    var commentLines = 0

    /// The share of comment lines.
    var commentShare: Double { lines == 0 ? 0 : Double(commentLines) / Double(lines) }

    /// Reads `text`, the output of a spec whose kinds are `kinds`: a line
    /// names a kind when it holds an item's type name (`Mail`,
    /// `MailActions`) or its case name as a word (`mail`). Blank lines
    /// count as lines naming no kind, as they do in a file's length.
    ///
    /// - Complexity: O(*n* × *k*) for *n* characters and *k* kinds.
    init(of text: String, kinds: [(name: String, caseName: String)]) {
        let casePatterns = kinds.map { try? NSRegularExpression(pattern: "\\b\($0.caseName)\\b") }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            lines += 1
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("//") { commentLines += 1 }
            let lineText = String(line)
            let range = NSRange(lineText.startIndex..., in: lineText)
            let namesKind = kinds.indices.contains { index in
                lineText.contains(kinds[index].name)
                    || casePatterns[index]?.firstMatch(in: lineText, range: range) != nil
            }
            if !namesKind { linesNamingNoKind += 1 }
        }
    }
}

/// The kinds of the spec at `path` (a JSON spec with comments and trailing
/// commas, as itemize reads): each item's name and case name.
func specKinds(atPath path: String) -> [(name: String, caseName: String)] {
    guard var text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    text = text.replacingOccurrences(of: "(^|\\s)//[^\\n]*", with: "$1", options: .regularExpression)
    text = text.replacingOccurrences(of: ",(\\s*[\\]}])", with: "$1", options: .regularExpression)
    guard let spec = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
        let items = spec["items"] as? [[String: Any]]
    else { return [] }
    return items.compactMap { item in
        guard let name = item["name"] as? String else { return nil }
        return (name, item["case"] as? String ?? lowerCamelCase(name))
    }
}

/// `URLPreview` -> `urlPreview`, `Card` -> `card`: itemize's default case name.
func lowerCamelCase(_ name: String) -> String {
    let capitals = name.prefix { $0.isUppercase }
    guard !capitals.isEmpty else { return name }
    let lowered = capitals.count > 1 && capitals.count < name.count ? capitals.dropLast() : capitals
    return lowered.lowercased() + name.dropFirst(lowered.count)
}
