/// One action a row offers: what its button or menu item shows, and what it
/// does. The UIKit, AppKit and SwiftUI helpers each make their own buttons
/// from it (docs/row-behaviour.md).
@MainActor
public struct RowAction {
    /// The action's name in the spec, unique among a row's actions in one place.
    public let name: String
    /// The title of its button or menu item.
    public let title: String
    /// The name of its SF Symbol, if the spec gives one.
    public let systemImage: String?
    /// Whether the spec marks it `"style": "destructive"`.
    public let isDestructive: Bool
    /// Calls the action's handler with the row's item and place.
    public let perform: () -> Void

    /// Creates an action that shows `title` and runs `perform`.
    public init(
        name: String, title: String, systemImage: String? = nil, isDestructive: Bool = false,
        perform: @escaping () -> Void
    ) {
        self.name = name
        self.title = title
        self.systemImage = systemImage
        self.isDestructive = isDestructive
        self.perform = perform
    }
}
