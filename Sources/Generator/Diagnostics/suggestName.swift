/// The candidate closest to a misspelt `name`, if one is close enough to be
/// what the user meant (`idenity` -> `identity`): the same name in another
/// letter case, or one at an edit distance of at most a third of the longer
/// name, at least 1 and at most 3; failing those, the one candidate that
/// starts with `name` or has it as a word (`leading` -> `leadingSwipe`,
/// `menu` -> `contextMenu`), for a name of three letters or more.
///
/// - Complexity: O(c * (n + m)) for c candidates of length m and a name of
///   length n.
func suggestName(for name: String, among candidates: [String]) -> String? {
    closestName(to: name, among: candidates) ?? onlyName(extending: name, among: candidates)
}

/// The one candidate that starts with `name` or has it as one of its
/// camel-case words, ignoring case; nil if none or several do.
private func onlyName(extending name: String, among candidates: [String]) -> String? {
    guard name.count >= 3 else { return nil }
    let lowercasedName = name.lowercased()
    let matches = candidates.filter { candidate in
        candidate != name && (candidate.lowercased().hasPrefix(lowercasedName)
            || camelCaseWords(of: candidate).contains(lowercasedName))
    }
    return matches.count == 1 ? matches[0] : nil
}

/// `contextMenu`'s words, lowercased: `context`, `menu`.
private func camelCaseWords(of name: String) -> [String] {
    var words: [String] = []
    for character in name {
        if character.isUppercase || words.isEmpty {
            words.append("")
        }
        words[words.count - 1].append(contentsOf: character.lowercased())
    }
    return words
}

/// The candidate at the smallest edit distance from `name` within the limit
/// `suggestName` states, or in another letter case.
private func closestName(to name: String, among candidates: [String]) -> String? {
    let lowercasedName = name.lowercased()
    let nameScalars = Array(lowercasedName.unicodeScalars)
    let nameLength = name.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
        let lowercasedCandidate = candidate.lowercased()
        if lowercasedCandidate == lowercasedName {
            return candidate
        }
        let limit = min(3, max(1, max(nameLength, candidate.count) / 3))
        let distance = editDistance(nameScalars, Array(lowercasedCandidate.unicodeScalars), limit: limit)
        if distance <= limit, distance < best?.distance ?? Int.max {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// The optimal string alignment distance: insertions, deletions,
/// substitutions and swaps of two neighbours (`Crad` -> `Card` is 1), the
/// typos people make; `limit + 1` for any distance above `limit`.
///
/// Only the cells within `limit` of the diagonal are computed, since a path
/// through any other costs more than `limit`; a damaged spec can hold names
/// of megabytes.
///
/// The three rows the recurrence reads live in one array, row `i` at
/// `i % 3`, and are never swapped: Swift 6.3.1's `-O` miscompiles three row
/// arrays rotated through a tuple assignment (its COW optimisation writes into a
/// shared buffer), which made every suggestion vanish from release builds
/// (docs/compiler-workarounds.md).
///
/// - Complexity: O(n * limit) time and O(m) space for a `source` of length
///   n and a `target` of length m.
func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar], limit: Int) -> Int {
    let beyond = limit + 1
    // Each edit changes the length by at most one.
    guard abs(source.count - target.count) <= limit else { return beyond }
    if source.isEmpty || target.isEmpty {
        return max(source.count, target.count)
    }
    let width = target.count + 1
    // Cells outside a row's band read as `beyond`.
    var rows = [Int](repeating: beyond, count: 3 * width)
    func cell(_ sourceIndex: Int, _ targetIndex: Int) -> Int {
        (sourceIndex % 3) * width + targetIndex
    }
    for targetIndex in 0...min(target.count, limit) {
        rows[cell(0, targetIndex)] = targetIndex
    }
    for sourceIndex in 1...source.count {
        let low = max(1, sourceIndex - limit)
        let high = min(target.count, sourceIndex + limit)
        // The row still holds row `sourceIndex - 3`: reset the cells this
        // row's band or its neighbours' reads could see.
        rows[cell(sourceIndex, 0)] = sourceIndex <= limit ? sourceIndex : beyond
        for targetIndex in max(1, low - 1)...min(target.count, high + 1) {
            rows[cell(sourceIndex, targetIndex)] = beyond
        }
        for targetIndex in low...high {
            let isSame = source[sourceIndex - 1] == target[targetIndex - 1]
            var distance = min(
                rows[cell(sourceIndex - 1, targetIndex - 1)] + (isSame ? 0 : 1),
                rows[cell(sourceIndex - 1, targetIndex)] + 1,
                rows[cell(sourceIndex, targetIndex - 1)] + 1)
            if sourceIndex > 1, targetIndex > 1,
                source[sourceIndex - 1] == target[targetIndex - 2], source[sourceIndex - 2] == target[targetIndex - 1] {
                distance = min(distance, rows[cell(sourceIndex - 2, targetIndex - 2)] + 1)
            }
            rows[cell(sourceIndex, targetIndex)] = min(distance, beyond)
        }
    }
    return rows[cell(source.count, target.count)]
}

/// `did you mean "name"?` for the candidate closest to `name`, if one is
/// close: the one way every message proposes a name. `quote` writes the
/// name as its context does: a spec's strings in double quotes (the
/// default), arguments in single quotes, template names in backquotes.
func didYouMean(_ name: String, among candidates: [String], quote: (String) -> String = { "\"\($0)\"" }) -> String? {
    suggestName(for: name, among: candidates).map { didYouMean(suggesting: $0, quote: quote) }
}

/// `did you mean "name"?` for a name already chosen by `suggestName`.
func didYouMean(suggesting name: String, quote: (String) -> String = { "\"\($0)\"" }) -> String {
    "did you mean \(quote(name))?"
}

/// `"a", "b" or "c"`: the values a key accepts, for a message.
func quotedList(_ values: [String]) -> String {
    let quoted = values.map { "\"\($0)\"" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
}

/// `unknown target "x"; use "a", "b" or "c"`, at the value, with the closest
/// choice as a suggestion: for keys whose value is one of a few names.
func unknownChoice(_ what: String, found: (text: String, value: JSONValue), choices: [String]) -> Diagnostic {
    Diagnostic(
        "unknown \(what) \"\(found.text)\"; use \(quotedList(choices))",
        at: found.value.location, suggestion: didYouMean(found.text, among: choices))
}
