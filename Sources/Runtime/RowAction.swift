/// One action a row offers: what its button or menu item shows, and what it
/// does. The UIKit, AppKit and SwiftUI helpers each make their own buttons
/// from it (docs/row-behaviour.md).
@MainActor
public struct RowAction {
    /// How an action looks, and whether it deletes its row.
    public enum Style: Sendable, Hashable {
        /// A plain button or menu item.
        case normal
        /// A red button that deletes its row: UIKit, AppKit and SwiftUI
        /// animate the row out when it is chosen, so its handler removes the
        /// item from the data before it returns.
        case destructive
        /// A red button that leaves its row where it is: for an action that
        /// asks first, finishes later or may keep the row.
        case caution
    }

    /// The action's name in the spec, unique among a row's actions in one place.
    public let name: String
    /// The title of its button or menu item.
    public let title: String
    /// The name of its SF Symbol, if the spec gives one.
    public let systemImage: String?
    /// How it looks, and whether it deletes its row: the spec's `"style"`.
    public let style: Style
    /// Calls the action's handler with the row's item and place.
    public let perform: () -> Void

    /// Whether it deletes its row: `style` is `.destructive`.
    public var isDestructive: Bool { style == .destructive }

    /// Creates an action that shows `title` and runs `perform`.
    public init(
        name: String, title: String, systemImage: String? = nil, style: Style = .normal,
        perform: @escaping () -> Void
    ) {
        self.name = name
        self.title = title
        self.systemImage = systemImage
        self.style = style
        self.perform = perform
    }

    /// Creates an action that shows `title` and runs `perform`: destructive
    /// or normal, as files of output version 0.2.0 made them.
    public init(
        name: String, title: String, systemImage: String? = nil, isDestructive: Bool,
        perform: @escaping () -> Void
    ) {
        self.init(name: name, title: title, systemImage: systemImage, style: isDestructive ? .destructive : .normal, perform: perform)
    }
}
