// Stand-in for https://developer.apple.com/documentation/swiftui/environmentvalues
// and https://developer.apple.com/documentation/swiftui/view/environment(_:_:):
// the values a view passes down to the views it contains. Only the values
// that the generated code and the consumers set are declared.

/// `struct EnvironmentValues`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    /// Storage of `editMode`, which only some platforms declare.
    var storedEditMode: Any?

    /// `init()`
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }
}
