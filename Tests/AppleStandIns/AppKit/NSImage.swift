// Stand-in for https://developer.apple.com/documentation/appkit/nsimage:
// an SF Symbol by its name (macOS 11).

/// `class NSImage : NSObject`: an image by its symbol name; the stand-in
/// draws nothing and knows every name.
@available(macOS 10.0, *)
open class NSImage: NSObject, @unchecked Sendable {
    /// The symbol's name, for checks; AppKit's image does not expose it.
    @_spi(StandInTap) public let standInSymbolName: String

    /// https://developer.apple.com/documentation/appkit/nsimage/accessibilitydescription
    /// `var accessibilityDescription: String? { get set }`
    open var accessibilityDescription: String?

    /// https://developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
    /// `convenience init?(systemSymbolName name: String, accessibilityDescription description: String?)`:
    /// nil "if the method couldn't find a suitable image"; the stand-in has
    /// them all. macOS 11 and later, so a macOS 10.15 app calls it behind
    /// `#available` (the real SDK checks that; Linux ignores availability).
    @available(macOS 11.0, *)
    public init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        standInSymbolName = name
        accessibilityDescription = description
        super.init()
    }
}
