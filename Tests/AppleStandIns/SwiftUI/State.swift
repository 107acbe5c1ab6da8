// Stand-in for https://developer.apple.com/documentation/swiftui/state:
// a view's own value, such as the selection or an observable model.

/// `@frozen @propertyWrapper struct State<Value>`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value> {
    /// Where SwiftUI keeps the value; a class so that a copy of the view
    /// sees the same value, as SwiftUI's storage does.
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    /// `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) { storage = Storage(value) }

    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    /// `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}
