extension ValidatedSpec {
    /// A row drawn by UIKit's list content configuration instead of a cell
    /// class of the app's: the spec's `content`, whose values name the
    /// item's fields.
    struct ListContent: Equatable, Sendable {
        /// The field of the primary text, `String` or `String?`.
        var text: Field
        /// The field of the secondary text, likewise.
        var secondaryText: Field?
        /// The field of an SF Symbol's name, likewise.
        var image: Field?
        /// The `Bool` field a switch shows, as the row's accessory.
        var toggle: Field?
        var accessories: [Accessory]
        var style: Style
    }

    /// A standard accessory of a list row.
    enum Accessory: String, CaseIterable, Sendable {
        case disclosureIndicator, checkmark
    }

    /// Where a list row shows its secondary text: UIKit's cell, value cell
    /// and subtitle cell configurations.
    enum Style: String, CaseIterable, Sendable {
        case cell, value, subtitle
    }
}
