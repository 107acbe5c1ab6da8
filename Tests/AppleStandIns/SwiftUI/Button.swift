// Stand-ins for https://developer.apple.com/documentation/swiftui/button
// and https://developer.apple.com/documentation/swiftui/buttonrole: a
// control that runs its action when the user taps or clicks it, with an
// optional role. The stand-in list reports a row's buttons (its swipe
// actions and menu items) so that a check can tap them
// (StandInListRows.swift).

/// `nonisolated struct Button<Label> where Label : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let action: @MainActor () -> Void
    /// Whether the button has the destructive role; the role itself is
    /// newer than the button.
    let isDestructive: Bool

    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    /// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        isDestructive = false
    }

    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    /// `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        isDestructive = role == .destructive
    }

    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    /// `@preconcurrency @_disfavoredOverload nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    /// (a string literal takes this one here: the stand-in has no
    /// LocalizedStringKey; shown as is)
    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// `struct ButtonRole`: a button's purpose. The page's example is the
/// destructive swipe action: "SwiftUI presents a destructive button that
/// you add with the swipeActions(edge:allowsFullSwipe:content:) modifier
/// using a red background"
/// (https://developer.apple.com/documentation/swiftui/buttonrole/destructive).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    /// `static let destructive: ButtonRole`
    public static let destructive = ButtonRole(name: "destructive")

    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    /// `static let cancel: ButtonRole`
    public static let cancel = ButtonRole(name: "cancel")
}
