// Stand-in for https://developer.apple.com/documentation/appkit/nscolor: a
// colour by its name; the stand-in draws nothing.

/// `class NSColor : NSObject`
@available(macOS 10.0, *)
open class NSColor: NSObject, @unchecked Sendable {
    /// The colour's name, such as `systemRed`.
    public let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/systemred
    /// `class var systemRed: NSColor { get }`
    @available(macOS 10.10, *)
    open class var systemRed: NSColor { NSColor(name: "systemRed") }
}
