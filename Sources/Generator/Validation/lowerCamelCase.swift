/// A type name turned into the case name Swift's conventions expect:
/// `Card` -> `card`, `URLPreview` -> `urlPreview`, `HTTPSLink` ->
/// `httpsLink`, `ID` -> `id`, `Card2` -> `card2`.
///
/// The leading run of capitals is lowercased, except its last letter when a
/// lowercase letter follows, since that letter starts the next word.
/// Leading underscores are kept.
func lowerCamelCase(_ name: String) -> String {
    // Spec names are nearly always ASCII; Unicode's case rules cost about
    // 14,000 instructions a name, 3% of generating 1,000 kinds.
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
        return asciiLowerCamelCase(name)
    }
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

/// `lowerCamelCase` of an all-ASCII name, on its bytes.
private func asciiLowerCamelCase(_ name: String) -> String {
    var name = name
    return name.withUTF8 { bytes in
        func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: "_") {
            start += 1
        }
        var end = start
        while end < bytes.count, isUppercase(bytes[end]) {
            end += 1
        }
        if end - start > 1, end < bytes.count, isLowercase(bytes[end]) {
            end -= 1
        }
        let lowered = bytes.indices.map { index in
            (start..<end).contains(index) ? bytes[index] + (UInt8(ascii: "a") - UInt8(ascii: "A")) : bytes[index]
        }
        return String(decoding: lowered, as: UTF8.self)
    }
}
