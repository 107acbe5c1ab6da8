// Stand-ins for https://developer.apple.com/documentation/swiftui/color and
// https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq:
// the swipeActions page tints a button that has no role (".tint(.green)"),
// which is how a red button that deletes nothing is made. The stand-in
// list reports each button's tint (StandInButton.tint).

/// `struct Color`: a colour by its name; the stand-in draws nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, Sendable {
    /// The colour's name, such as `red`.
    public let name: String

    /// https://developer.apple.com/documentation/swiftui/color/red
    /// `static let red: Color`
    public static let red = Color(name: "red")
}

/// A view whose buttons take `tint`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated struct Tinted<Content: View>: View {
    let content: Content
    let tint: Color?

    var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `nonisolated func tint(_ tint: Color?) -> some View`: "Sets the
    /// tint color within this view."
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View {
        Tinted(content: self, tint: tint)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Tinted: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        let first = walker.buttons.count
        walker.walk(content)
        for index in walker.buttons.indices.dropFirst(first) where walker.buttons[index].tint == nil {
            walker.buttons[index].tint = tint
        }
    }
}
