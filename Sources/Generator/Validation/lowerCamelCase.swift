/// A type name turned into the case name Swift's conventions expect:
/// `Card` -> `card`, `URLPreview` -> `urlPreview`, `HTTPSLink` ->
/// `httpsLink`, `ID` -> `id`, `Card2` -> `card2`.
///
/// The leading run of capitals is lowercased, except its last letter when a
/// lowercase letter follows, since that letter starts the next word.
/// Leading underscores are kept.
func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    var start = 0
    while start < characters.count, characters[start] == "_" {
        start += 1
    }
    var end = start
    while end < characters.count, characters[end].isUppercase {
        end += 1
    }
    if end - start > 1, end < characters.count, characters[end].isLowercase {
        end -= 1
    }
    var result = String(characters[..<start])
    result += String(characters[start..<end]).lowercased()
    result += String(characters[end...])
    return result
}
