// Stand-ins for https://developer.apple.com/documentation/appkit/nsresponder,
// https://developer.apple.com/documentation/appkit/nsview (init(frame:), window),
// https://developer.apple.com/documentation/appkit/nswindow and
// https://developer.apple.com/documentation/appkit/nsviewcontroller.

@MainActor
open class NSResponder: NSObject {}

@MainActor
open class NSView: NSResponder {
    /// `init(frame frameRect: NSRect)`
    public init(frame frameRect: NSRect) { fatalError() }

    /// `var window: NSWindow? { get }`
    open var window: NSWindow? { fatalError() }
}

@MainActor
open class NSWindow: NSResponder {}

@MainActor
open class NSViewController: NSResponder {}
