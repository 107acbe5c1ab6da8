/// A type name turned into the case name Swift's conventions expect:
/// `Card` -> `card`, `URLPreview` -> `urlPreview`, `HTTPSLink` ->
/// `httpsLink`, `ID` -> `id`, `Card2` -> `card2`, `Größe` -> `größe`;
/// a name whose first letter has no case (`メニュー`) is kept.
///
/// The leading run of capitals is lowercased, except its last letter when a
/// lowercase letter follows, since that letter starts the next word.
/// Leading underscores are kept.
///
/// - Complexity: O(*n*) for a name of *n* bytes.
func lowerCamelCase(_ name: String) -> String {
    var bytes = Array(name.utf8)
    if bytes.allSatisfy({ $0 < 0x80 }) {
        lowercaseLeadingCapitals(ofASCII: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
    let body = name.drop { $0 == "_" }
    let capitals = body.prefix(while: isUppercase)
    var end = capitals.endIndex
    if capitals.count > 1, end < body.endIndex, isLowercase(body[end]) {
        end = body.index(before: end)
    }
    return name[..<body.startIndex] + body[..<end].lowercased() + body[end...]
}

/// What `lowerCamelCase` does to an ASCII name, done to its bytes: each
/// byte is a Character there, but for `\r\n`, which is neither an
/// underscore nor a letter.
private func lowercaseLeadingCapitals(ofASCII bytes: inout [UInt8]) {
    let start = bytes.firstIndex { $0 != UInt8(ascii: "_") } ?? bytes.endIndex
    var end = bytes[start...].firstIndex { !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? bytes.endIndex
    if end - start > 1, end < bytes.endIndex, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) {
        end -= 1
    }
    for index in start..<end {
        // The lowercase ASCII letter is the capital's code plus 32.
        bytes[index] += UInt8(ascii: "a") - UInt8(ascii: "A")
    }
}

/// `Character.isUppercase`, answered without Unicode's tables for ASCII,
/// which the letters of most names outside ASCII still are.
private func isUppercase(_ character: Character) -> Bool {
    character.isASCII ? ("A"..."Z").contains(character) : character.isUppercase
}

private func isLowercase(_ character: Character) -> Bool {
    character.isASCII ? ("a"..."z").contains(character) : character.isLowercase
}
