// Stand-in for https://developer.apple.com/documentation/swiftui/view and
// https://developer.apple.com/documentation/swiftui/never (Never as the
// body of primitive views).

/// `@MainActor @preconcurrency protocol View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    /// `associatedtype Body : View`
    associatedtype Body: View

    /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never/body-swift.property
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    /// `typealias Body = Never`
    public typealias Body = Never

    /// `var body: Never { get }`
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    /// `nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View`
    /// (pull to refresh, for a list; newer than the package's minimums)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
    /// `nonisolated func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    /// (the identifier UI tests find the view by; newer than the package's minimums)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        RowModified(content: self, trait: .accessibilityIdentifier(identifier))
    }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    /// `nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`:
    /// "Creates a new accessibility element". An identifier applied outside
    /// it names that one element; without it, the stand-in list takes a
    /// row's identifier as its children's (StandInListRows.swift).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        RowModified(content: self, trait: .accessibilityElement(children))
    }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
/// `struct AccessibilityChildBehavior`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String

    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain:
    /// "Any child accessibility elements become children of the new accessibility element."
    public static let contain = AccessibilityChildBehavior(name: "contain")
}
