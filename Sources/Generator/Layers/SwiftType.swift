/// A Swift type as a spec writes it (`URL?`, `[String: Int]`), once
/// Validation found it well formed: its text, and what later stages ask of
/// it, so that they need not parse it again.
struct SwiftType: Equatable, Sendable, CustomStringConvertible {
    /// The type as written, which the generated code repeats.
    var text: String
    /// The names it uses, in order, each split at its dots:
    /// `Result<Foundation.Date, any Error>` gives `["Result"]`,
    /// `["Foundation", "Date"]`, `["any"]` and `["Error"]`.
    var names: [[String]]

    /// Whether the type is optional: Swift reads it by Unicode scalars, and
    /// a last `?` makes it optional.
    var isOptional: Bool {
        text.unicodeScalars.last == "?"
    }

    /// The type as written.
    var description: String {
        text
    }
}
