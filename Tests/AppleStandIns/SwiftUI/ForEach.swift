// Stand-in for https://developer.apple.com/documentation/swiftui/foreach:
// the initializers over identifiable data and over a key path to an
// identifier, and its DynamicViewContent conformance (the edit actions).

/// `nonisolated struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    /// `var data: Data`
    public var data: Data

    /// https://developer.apple.com/documentation/swiftui/foreach/content
    /// `var content: (Data.Element) -> Content`
    public var content: (Data.Element) -> Content

    /// The identifier of each element, by which SwiftUI tells its rows
    /// apart and a list selects them.
    let identifier: (Data.Element) -> ID
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: DynamicViewContent where Content: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90x9a
    /// `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0.id }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-5bhi4
    /// `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0[keyPath: id] }
    }
}
