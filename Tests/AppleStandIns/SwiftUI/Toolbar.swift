// Stand-in for https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx:
// items for a navigation bar or toolbar, such as an EditButton.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content : View`
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
