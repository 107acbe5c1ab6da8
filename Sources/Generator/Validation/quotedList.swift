/// `"a", "b" or "c"`: the values a key accepts, for a message.
func quotedList(_ values: [String]) -> String {
    let quoted = values.map { "\"\($0)\"" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
}
