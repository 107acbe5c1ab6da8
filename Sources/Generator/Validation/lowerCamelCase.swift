/// A type name turned into the case name Swift's conventions expect:
/// `Card` -> `card`, `URLPreview` -> `urlPreview`, `HTTPSLink` ->
/// `httpsLink`, `ID` -> `id`, `Card2` -> `card2`, `Größe` -> `größe`;
/// a name whose first letter has no case (`メニュー`) is kept.
///
/// The leading run of capitals is lowercased, except its last letter when a
/// lowercase letter follows, since that letter starts the next word.
/// Leading underscores are kept.
func lowerCamelCase(_ name: String) -> String {
    let body = name.drop { $0 == "_" }
    let capitals = body.prefix(while: isUppercase)
    var end = capitals.endIndex
    if capitals.count > 1, end < body.endIndex, isLowercase(body[end]) {
        end = body.index(before: end)
    }
    return name[..<body.startIndex] + body[..<end].lowercased() + body[end...]
}

/// `Character.isUppercase`, answered without Unicode's tables for ASCII,
/// which nearly every name is.
private func isUppercase(_ character: Character) -> Bool {
    character.isASCII ? ("A"..."Z").contains(character) : character.isUppercase
}

private func isLowercase(_ character: Character) -> Bool {
    character.isASCII ? ("a"..."z").contains(character) : character.isLowercase
}
