/// A type name turned into the case name Swift's conventions expect:
/// `Card` -> `card`, `URLPreview` -> `urlPreview`, `HTTPSLink` ->
/// `httpsLink`, `ID` -> `id`, `Card2` -> `card2`, `Größe` -> `größe`;
/// a name whose first letter has no case (`メニュー`) is kept.
///
/// The leading run of capitals is lowercased, except its last letter when a
/// lowercase letter follows, since that letter starts the next word.
/// Leading underscores are kept.
///
/// - Complexity: O(*n*) for a name of *n* characters.
func lowerCamelCase(_ name: String) -> String {
    let body = name.drop { $0 == "_" }
    let capitals = body.prefix(while: \.isUppercase)
    var end = capitals.endIndex
    if capitals.count > 1, end < body.endIndex, body[end].isLowercase {
        end = body.index(before: end)
    }
    return name[..<body.startIndex] + body[..<end].lowercased() + body[end...]
}

