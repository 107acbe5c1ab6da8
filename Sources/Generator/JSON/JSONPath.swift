/// Where a value stands in its JSON file: the steps from the document's
/// root to it, put together only for a diagnostic.
struct JSONPath: Equatable, Sendable {
    /// One step from a container to a value inside it.
    enum Step: Equatable, Sendable {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this position, from 0.
        case index(Int)
    }

    /// The steps from the root, in order; none for the root.
    var steps: [Step]

    /// The path as diagnostics print it, empty for the root:
    /// `items[3].identity`, with keys that are not plain ASCII words
    /// bracketed and quoted, `sections["my key"]`.
    var text: String {
        var text = ""
        for step in steps {
            switch step {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where isASCIIIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                let escaped = key.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined()
                text += "[\"\(escaped)\"]"
            }
        }
        return text
    }
}

/// Whether `text` is ASCII letters, digits and underscores, not starting
/// with a digit, so every tool reads it as one word.
func isASCIIIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy(isASCIIIdentifierPart)
}

/// Whether `scalar` is an ASCII letter, digit or underscore.
func isASCIIIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
}
