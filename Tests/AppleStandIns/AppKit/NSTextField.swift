// Stand-in for https://developer.apple.com/documentation/appkit/nstextfield:
// the label a table's rows show.

/// `@MainActor class NSTextField : NSControl`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSTextField: NSControl {
    /// https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
    /// `var stringValue: String { get set }`
    open var stringValue = ""

    /// https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:)
    /// `convenience init(labelWithString stringValue: String)` (macOS 10.12).
    @available(macOS 10.12, *)
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }
}
