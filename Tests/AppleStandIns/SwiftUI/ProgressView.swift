// Stand-in for https://developer.apple.com/documentation/swiftui/progressview
// (iOS 14): the spinner of a loading row, with or without a label, and a
// bar for a known fraction. The initializers are the iOS 17.0 SDK's
// (SwiftUI.swiftinterface) but the ones that take a LocalizedStringKey,
// a Progress, a timer interval or a style's configuration; a string
// literal label takes the `StringProtocol` one here, and is shown as is.
// Nothing spins: the view keeps its label, which the stand-in list walks.

/// `nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View`
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?

    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    /// `init() where Label == EmptyView`: a spinner.
    public init() where Label == EmptyView { label = nil }

    /// https://developer.apple.com/documentation/swiftui/progressview/init(label:)
    /// `init(@ViewBuilder label: () -> Label)`
    public init(@ViewBuilder label: () -> Label) { self.label = label() }

    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-8thqf
    /// `@_disfavoredOverload init<S>(_ title: S) where Label == Text, S : StringProtocol`
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text { label = Text(title) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    /// `init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V : BinaryFloatingPoint`:
    /// a bar at `value` of `total`, a spinner while `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView {
        label = nil
    }

    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:)
    /// `init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V : BinaryFloatingPoint`
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        self.label = label()
    }
}
