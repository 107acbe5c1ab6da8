/// The accessibility identifiers of generated items (docs/row-behaviour.md):
/// a kind's case name, then its identity, `"card.42"`.
public enum AccessibilityIdentifier {
    /// `parts` as one text, each as string interpolation shows it: one call
    /// per kind, which the compiler checks faster than an interpolated
    /// literal per kind.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public static func joined(_ parts: Any...) -> String {
        parts.map { String(describing: $0) }.joined()
    }
}
