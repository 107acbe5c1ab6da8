// Stand-ins for a screen's navigation container and title:
// https://developer.apple.com/documentation/swiftui/navigationstack (iOS 16),
// https://developer.apple.com/documentation/swiftui/navigationpath,
// https://developer.apple.com/documentation/swiftui/navigationview
// (deprecated for a future release, so no warning today) and
// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj4.
// The signatures are the iOS 17.0 SDK's (SwiftUI.swiftinterface); the
// isolation is the pages' (`nonisolated`), where the 17.0 SDK still
// declared NavigationStack `@MainActor(unsafe)`, which only code outside a
// view's `body` notices. The containers keep their root, which the
// stand-in list walks (StandInListRows.swift); nothing navigates.

/// `nonisolated struct NavigationStack<Data, Root> where Root : View`
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    /// `init(@ViewBuilder root: () -> Root) where Data == NavigationPath`
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
}

/// `nonisolated struct NavigationPath`: the views pushed on a stack, of
/// any Hashable type.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationPath {
    private var elements: [AnyHashable] = []

    /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
    /// `init()`
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/navigationpath/count
    /// `var count: Int { get }`
    public var count: Int { elements.count }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    /// `var isEmpty: Bool { get }`
    public var isEmpty: Bool { elements.isEmpty }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)-9vnjb
    /// `mutating func append<V>(_ value: V) where V : Hashable`
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    /// `mutating func removeLast(_ k: Int = 1)`
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// `nonisolated struct NavigationView<Content> where Content : View`,
/// deprecated in a future release ("use NavigationStack or
/// NavigationSplitView instead").
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    /// https://developer.apple.com/documentation/swiftui/navigationview/init(content:)
    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
    /// `nonisolated func navigationTitle(_ title: Text) -> some View`
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    /// `@_disfavoredOverload nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`
    /// (a string literal takes this one here: the stand-in has no
    /// LocalizedStringKey)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
}
