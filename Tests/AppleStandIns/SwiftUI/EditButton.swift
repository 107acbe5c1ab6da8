// Stand-in for https://developer.apple.com/documentation/swiftui/editbutton:
// a button that toggles the environment's `editMode`. The page lists iOS 13,
// iPadOS 13, Mac Catalyst 13 and visionOS 1; the iOS SDK's interface marks
// it unavailable on macOS, tvOS and watchOS.

/// `nonisolated struct EditButton`
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct EditButton: View {
    /// https://developer.apple.com/documentation/swiftui/editbutton/init()
    /// `nonisolated init()`
    public init() {}
    public var body: Never { fatalError() }
}
