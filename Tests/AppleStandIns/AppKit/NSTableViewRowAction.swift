// Stand-in for https://developer.apple.com/documentation/appkit/nstableviewrowaction,
// the buttons a swipe on a table row shows (macOS 10.11). Like AppKit's,
// the class is not isolated and its handler is not exposed: only the table
// runs it, when the user clicks the button (`NSTableView.standInClick`).

/// `class NSTableViewRowAction : NSObject`
@available(macOS 10.11, *)
open class NSTableViewRowAction: NSObject {
    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.enum
    /// `enum Style: Int`
    @available(macOS 10.11, *)
    public enum Style: Int, Sendable {
        /// `case regular`
        case regular
        /// `case destructive`
        case destructive
    }

    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.property
    /// `var style: NSTableViewRowAction.Style { get }`: "set at creation
    /// time and cannot be changed later".
    public let style: Style
    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/title
    /// `var title: String { get set }`
    open var title: String
    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/image
    /// `var image: NSImage? { get set }` (macOS 10.12, as AppKit's header gives it)
    @available(macOS 10.12, *)
    open var image: NSImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    private var storedImage: NSImage?
    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/backgroundcolor
    /// `@NSCopying var backgroundColor: NSColor! { get set }`: "set
    /// automatically based on the style" (nil here means the style's own).
    open var backgroundColor: NSColor!
    let handler: (NSTableViewRowAction, Int) -> Void

    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/init(style:title:handler:)
    /// `convenience init(style: NSTableViewRowAction.Style, title: String, handler: @escaping (NSTableViewRowAction, Int) -> Void)`:
    /// the handler is "the block to execute when the user clicks the
    /// button", given the action and the row.
    public init(style: Style, title: String, handler: @escaping (NSTableViewRowAction, Int) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
