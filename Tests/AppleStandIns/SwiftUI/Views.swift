// Stand-ins for the primitive views a view builder produces or a list
// shows: https://developer.apple.com/documentation/swiftui/emptyview,
// https://developer.apple.com/documentation/swiftui/tupleview,
// https://developer.apple.com/documentation/swiftui/_conditionalcontent,
// https://developer.apple.com/documentation/swiftui/anyview,
// https://developer.apple.com/documentation/swiftui/text and
// https://developer.apple.com/documentation/swift/optional (View, when the
// wrapped type is one). Their bodies are `Never`, as SwiftUI's are.

/// `nonisolated struct EmptyView`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyView: View {
    /// `init()`
    public init() {}
    public var body: Never { fatalError() }
}

/// `nonisolated struct TupleView<T>`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TupleView<T>: View {
    /// `var value: T`
    public var value: T
    /// `init(_ value: T)`
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// `nonisolated struct _ConditionalContent<TrueContent, FalseContent>`,
/// a View when both are.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch was built; SwiftUI's storage is not public either.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

/// `nonisolated struct AnyView`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AnyView: View {
    /// The wrapped view, which the stand-in list looks into.
    let view: any View

    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    /// `init<V>(_ view: V) where V : View`
    public init<V: View>(_ view: V) { self.view = view }
    public var body: Never { fatalError() }
}

/// `nonisolated struct Text`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Text: View, Equatable {
    /// What it shows, which the stand-in list reports as a button's title.
    let content: String

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    /// `init<S>(_ content: S) where S : StringProtocol` (shown as is, never localized)
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    /// `init(verbatim content: String)`
    public init(verbatim content: String) { self.content = content }

    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swift/optional: `extension Optional : View where Wrapped : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}
