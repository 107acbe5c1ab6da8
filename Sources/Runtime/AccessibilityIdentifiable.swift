/// An item whose row UI tests find by an identifier, such as a generated
/// item enum (`FeedItem.accessibilityIdentifier`, `"card.42"`): the list
/// views of the library set it on each row.
public protocol AccessibilityIdentifiable {
    /// The identifier of the item's row.
    var accessibilityIdentifier: String { get }
}

extension AccessibilityIdentifiable {
    /// `parts` as one identifier, each as string interpolation shows it:
    /// how a generated identity joins its kind's fixed texts and its fields,
    /// with one call per kind, which the compiler checks faster than an
    /// interpolated literal per kind.
    ///
    /// The parts alternate: a fixed text, a field's value, a fixed text, and
    /// so on (`"banner.", campaign, ".", slot`). So that no two identities
    /// share an identifier, a value of several is escaped where it holds a
    /// character of a fixed text between two values, or `%`: each such
    /// character becomes `%` and its two hex digits (UTF-8), as in a URL
    /// (`"banner.spring%2E2026.3"` for the campaign `spring.2026`). An
    /// identity of one value, or values without those characters, read as
    /// written (`"card.42"`, `"banner.spring.3"`).
    ///
    /// - Complexity: O(*n*) in the length of the identifier.
    public static func accessibilityIdentifier(joining parts: Any...) -> String {
        let texts = parts.map { String(describing: $0) }
        let lastValue = texts.count.isMultiple(of: 2) ? texts.count - 1 : texts.count - 2
        let separators = Set(stride(from: 2, to: max(lastValue, 2), by: 2).flatMap { texts[$0].unicodeScalars })
        guard !separators.isEmpty else { return texts.joined() }
        return texts.indices.map { index in
            index.isMultiple(of: 2) ? texts[index] : escaped(texts[index], separators.union(["%"]))
        }.joined()
    }

    /// `value` with each character of `reserved` as `%` and its UTF-8 bytes in hex.
    private static func escaped(_ value: String, _ reserved: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            guard reserved.contains(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
