// Names and texts the generated code derives from a spec's names, computed
// here once for Validation, which checks them, and Translation, which
// emits them.

/// The struct of a kind's action handlers, nested in the item enum:
/// `CardActions` for the case `card`.
func handlersTypeName(ofCase caseName: String) -> String {
    capitalized(caseName) + GeneratedNames.handlersSuffix
}

/// The enum of the kinds a section allows, nested in the item enum:
/// `FeaturedItems` for the section `featured` (Translation numbers a
/// name that two sections would share).
func itemsTypeName(ofSection caseName: String) -> String {
    capitalized(caseName) + GeneratedNames.sectionItemsSuffix
}

/// The enum of the kinds allowed below a kind with children, nested in the
/// item enum: `FolderChildren` for the case `folder` (Translation numbers a
/// name that another generated enum or a spec's type already has).
func childrenTypeName(ofCase caseName: String) -> String {
    capitalized(caseName) + GeneratedNames.childrenSuffix
}

/// The section enum a spec without `sectionEnum` gets: `FeedItem` and
/// `Feed` both make `FeedSection`.
func defaultSectionEnumName(forItemEnum enumName: String) -> String {
    let base = enumName.hasSuffix("Item") && enumName != "Item" ? enumName.dropLast(4) : enumName[...]
    return base + GeneratedNames.sectionEnumSuffix
}

/// The section model typealias of a section enum: `FeedSectionModel`.
func sectionModelName(ofSectionEnum sectionEnumName: String) -> String {
    sectionEnumName + GeneratedNames.sectionModelSuffix
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
