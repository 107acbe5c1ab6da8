// Stand-in for https://developer.apple.com/documentation/swiftui/list:
// a list of static content, optionally with a selection.

/// `nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The selection it writes as rows are selected: a set, or one row.
    let selection: Selection?

    /// What a list selects into.
    enum Selection {
        case many(Binding<Set<SelectionValue>>)
        case one(Binding<SelectionValue?>)
    }

    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4sffx
    /// `nonisolated init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content)`
    /// (no watchOS on the page: a watch list selects no set)
    @available(watchOS, unavailable)
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .many($0) }
    }

    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz
    /// `nonisolated init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content)`
    @available(watchOS 10.0, *)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .one($0) }
    }

    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    /// `nonisolated init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }
}
