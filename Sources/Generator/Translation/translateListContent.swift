/// Translates a kind's list content: the field names its generated `show`
/// function reads and UIKit's names for its style and accessories.
///
/// - Parameter caseName: The kind's case name, unescaped.
func translateListContent(_ content: ValidatedSpec.ListContent, caseName: String) -> RenderModel.ListContent {
    // A cell's default configuration is styled for its list; the others are UIKit's named styles.
    let configuration = switch content.style {
    case .cell: "cell.defaultContentConfiguration()"
    case .value: "UIListContentConfiguration.valueCell()"
    case .subtitle: "UIListContentConfiguration.subtitleCell()"
    }
    return RenderModel.ListContent(
        text: escapedIdentifier(content.text.name),
        secondaryText: content.secondaryText.map { escapedIdentifier($0.name) },
        image: content.image.map { escapedIdentifier($0.name) },
        imageIsOptional: content.image?.type == "String?",
        toggle: content.toggle.map { escapedIdentifier($0.name) },
        switchChangedName: caseName + "Changed",
        configuration: configuration,
        tableAccessory: content.accessories.first.map { "." + $0.rawValue } ?? ".none",
        listAccessories: content.accessories.map { "." + $0.rawValue + "()" }.joined(separator: ", "))
}
