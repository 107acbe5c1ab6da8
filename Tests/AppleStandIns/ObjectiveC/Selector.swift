// Stand-in for https://developer.apple.com/documentation/objectivec/selector:
// `@frozen struct Selector`, Hashable, Sendable and ExpressibleByStringLiteral.
// `#selector(...)` needs the Objective-C runtime and does not exist on
// Linux; code that must compile on both writes `Selector(("name:"))`, the
// form Swift accepts without a warning.

/// An Objective-C method name, such as `tableView:cellForRowAtIndexPath:`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String

    /// `init(_ str: String)`: a selector from its name.
    public init(_ str: String) { name = str }

    /// `init(stringLiteral value: String)`
    public init(stringLiteral value: String) { name = value }

    /// `var description: String { get }`: the name.
    public var description: String { name }
}
