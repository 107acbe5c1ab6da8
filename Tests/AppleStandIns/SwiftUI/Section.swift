// Stand-in for https://developer.apple.com/documentation/swiftui/section:
// a list's section with a header and a footer view.

/// `nonisolated struct Section<Parent, Content, Footer>`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Section<Parent, Content, Footer> {
    let parent: Parent
    let content: Content
    let footer: Footer
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/section/init(header:footer:content:)
    /// `init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content)`:
    /// the initializer of iOS 13 (macOS 10.15, tvOS 13, watchOS 6) that takes
    /// views; the page gives it up to iOS 27 (macOS 27), in favour of
    /// `init(content:header:footer:)`, which earlier SDKs give only from
    /// iOS 15. A deprecation warns only at a deployment target at or above
    /// its version, far above the package's.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(parent: header, content: content(), footer: footer)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(header:content:)
    /// `init(header: Parent, @ViewBuilder content: () -> Content)`, given up
    /// from iOS 27 as `init(header:footer:content:)` is.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(parent: header, content: content(), footer: EmptyView())
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {
        self.init(parent: EmptyView(), content: content(), footer: EmptyView())
    }
}
