/// `itemize` with `arguments`, as a message suggests it: between single
/// quotes, with each argument a shell would split or expand (a path with a
/// space) in double quotes, so that the text between the single quotes
/// works when pasted: `'itemize migrate "My Specs/Feed.itemize.json"'`.
func suggestedCommand(_ arguments: String...) -> String {
    "'" + (["itemize"] + arguments.map(doubleQuotedIfNeeded)).joined(separator: " ") + "'"
}

/// `argument` as a POSIX shell reads it back unchanged inside a
/// single-quoted message: as it is when it holds only characters no shell
/// treats specially, else in double quotes with `"`, `\`, `$` and `` ` ``
/// escaped.
private func doubleQuotedIfNeeded(_ argument: String) -> String {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:@%+,"
    if !argument.isEmpty, argument.allSatisfy({ plain.contains($0) }) {
        return argument
    }
    var quoted = "\""
    for character in argument {
        if "\"\\$`".contains(character) { quoted.append("\\") }
        quoted.append(character)
    }
    return quoted + "\""
}
