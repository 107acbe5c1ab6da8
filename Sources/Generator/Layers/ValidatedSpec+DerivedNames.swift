// Names and texts the generated code derives from a spec's names, computed
// here once for Validation, which checks them, and Translation, which
// emits them.

/// The struct of a kind's action handlers, nested in the item enum:
/// `CardActions` for the case `card`.
func handlersTypeName(ofCase caseName: String) -> String {
    capitalized(caseName) + "Actions"
}

extension ValidatedSpec.Item {
    /// The parts of the kind's accessibility identifiers: the spec's own
    /// text, or the case name, then the identity's values, joined by dots
    /// (unique across kinds, as case names are); a placeholder is the
    /// identity, or its field of a composite identity.
    var accessibilityIdentifierParts: [ValidatedSpec.TextPart] {
        if let own = behaviour.accessibilityIdentifier { return own }
        switch content {
        case .noData:
            return [.literal(caseName)]
        case .fields(_, identity: .composite(let fields)):
            return fields.enumerated().flatMap { index, field -> [ValidatedSpec.TextPart] in
                [.literal(index == 0 ? caseName + "." : "."), .placeholder(field.name)]
            }
        case .fields, .external:
            return [.literal(caseName + "."), .placeholder("identity")]
        }
    }
}
