// Stand-in for https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier.

/// `struct NSUserInterfaceItemIdentifier`
@available(macOS 10.7, *)
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    /// `init(rawValue: String)`
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `init(_ rawValue: String)`
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
