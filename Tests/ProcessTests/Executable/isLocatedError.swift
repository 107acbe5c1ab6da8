/// Whether `line` is one diagnostic of `file` as Xcode shows it inline:
/// `FILE:LINE:COLUMN: error: MESSAGE`, the line and column counted from 1,
/// and a message when `needsMessage` is true.
func isLocatedError(_ line: Substring, in file: String, needsMessage: Bool = true) -> Bool {
    guard line.hasPrefix(file + ":") else { return false }
    let rest = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard rest.count == 3, let lineNumber = Int(rest[0]), let column = Int(rest[1]), lineNumber > 0, column > 0,
        rest[2].hasPrefix(" error: ")
    else { return false }
    return !needsMessage || rest[2].count > " error: ".count
}
