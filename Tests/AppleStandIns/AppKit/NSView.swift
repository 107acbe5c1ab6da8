// Stand-ins for https://developer.apple.com/documentation/appkit/nsresponder,
// https://developer.apple.com/documentation/appkit/nsview (init(frame:),
// init(coder:), superview, window, addSubview(_:)),
// https://developer.apple.com/documentation/appkit/nswindow (contentView)
// and https://developer.apple.com/documentation/appkit/nsviewcontroller.

/// `@MainActor class NSResponder : NSObject`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSResponder: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsresponder/init()
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsresponder/init(coder:)
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init() }
}

/// `@MainActor class NSView : NSResponder`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSView: NSResponder {
    private weak var parent: NSView?
    fileprivate weak var hostWindow: NSWindow?

    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    /// `init(frame frameRect: NSRect)`: the designated initializer.
    public init(frame frameRect: NSRect) { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
    /// `init?(coder: NSCoder)`, required of subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/appkit/nsview/superview
    /// `var superview: NSView? { get }`
    open var superview: NSView? { parent }

    /// https://developer.apple.com/documentation/appkit/nsview/window
    /// `var window: NSWindow? { get }`: the window whose view hierarchy
    /// holds the view, nil when none does.
    open var window: NSWindow? {
        var root = self
        while let parent = root.superview { root = parent }
        return root.hostWindow
    }

    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    /// `func addSubview(_ view: NSView)`
    open func addSubview(_ view: NSView) { view.parent = self }

    /// https://developer.apple.com/documentation/appkit/nsview/registerfordraggedtypes(_:)
    /// `func registerForDraggedTypes(_ newTypes: [NSPasteboard.PasteboardType])`
    open func registerForDraggedTypes(_ newTypes: [NSPasteboard.PasteboardType]) {}
}

/// `@MainActor class NSWindow : NSResponder`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSWindow: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nswindow/contentview
    /// `var contentView: NSView? { get set }`
    open var contentView: NSView? {
        didSet {
            oldValue?.hostWindow = nil
            contentView?.hostWindow = self
        }
    }
}

/// `@MainActor class NSViewController : NSResponder`
@available(macOS 10.5, *)
@MainActor @preconcurrency
open class NSViewController: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    /// `init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `init()`, which passes no nib and no bundle.
    @available(macOS 10.10, *)
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
}
