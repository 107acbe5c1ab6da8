/// A type name turned into the case name Swift's conventions expect:
/// `Card` -> `card`, `URLPreview` -> `urlPreview`, `ID` -> `id`, `メニュー`
/// kept. The leading capitals are lowercased but for the last one before a
/// lowercase letter, which starts the next word; leading underscores stay.
func lowerCamelCase(_ name: String) -> String {
    let body = name.drop { $0 == "_" }
    let capitals = body.prefix(while: \.isUppercase)
    var end = capitals.endIndex
    if capitals.count > 1, end < body.endIndex, body[end].isLowercase { end = body.index(before: end) }
    return name[..<body.startIndex] + body[..<end].lowercased() + body[end...]
}
