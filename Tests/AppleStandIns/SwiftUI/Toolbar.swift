// Stand-ins for a screen's toolbar:
// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
// (views, such as an EditButton, placed where the platform puts them) and
// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
// (toolbar items), with https://developer.apple.com/documentation/swiftui/toolbarcontent,
// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
// (one item, or two to three), https://developer.apple.com/documentation/swiftui/toolbaritem
// and https://developer.apple.com/documentation/swiftui/toolbaritemplacement.
// The signatures and availability are the iOS 17.0 SDK's
// (SwiftUI.swiftinterface); the isolation is the pages' (ToolbarContent
// is `@MainActor @preconcurrency`, as View is, its items `nonisolated`).
// Nothing is shown: each modifier returns the view it is given.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content : View`
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// `nonisolated func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content : ToolbarContent`
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        self
    }
}

/// `@MainActor @preconcurrency protocol ToolbarContent`
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// `associatedtype Body : ToolbarContent`
    associatedtype Body: ToolbarContent

    /// `@ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never: the body of
/// primitive toolbar content.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

/// `nonisolated struct ToolbarItem<ID, Content> where Content : View`
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// No body: `return` keeps the requirement's builder out of it.
    public var body: Never { return fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    /// `init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)`
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items: SwiftUI's `TupleToolbarContent`, whose
/// initializer is not public either.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated struct TupleToolbarContent<T>: ToolbarContent {
    let value: T

    var body: Never { return fatalError() }
}

/// `@resultBuilder struct ToolbarContentBuilder`
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : ToolbarContent`
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// `static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content : ToolbarContent`
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent { content }

    /// `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0 : ToolbarContent, C1 : ToolbarContent`
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1))
    }

    /// `static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent where C0 : ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent`
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2))
    }
}

/// `struct ToolbarItemPlacement`, Sendable: where an item goes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
    private let name: String

    /// `static let automatic: ToolbarItemPlacement`
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// `static let principal: ToolbarItemPlacement`
    @available(watchOS, unavailable)
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// `static let navigation: ToolbarItemPlacement`
    @available(watchOS, unavailable)
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// `static let primaryAction: ToolbarItemPlacement`
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// `static let confirmationAction: ToolbarItemPlacement`
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// `static let cancellationAction: ToolbarItemPlacement`
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")

    /// `static var topBarLeading: ToolbarItemPlacement { get }`, back-deployed to iOS 14.
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarLeading") }

    /// `static var topBarTrailing: ToolbarItemPlacement { get }`, back-deployed to iOS 14.
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarTrailing") }
}
