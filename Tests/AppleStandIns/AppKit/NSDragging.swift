// Stand-ins for the dragging types a table's drag and drop of rows uses.

/// https://developer.apple.com/documentation/appkit/nsdragoperation
/// `struct NSDragOperation`: what a drop does.
@available(macOS 10.0, *)
public struct NSDragOperation: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `static var copy: NSDragOperation { get }`
    public static var copy: NSDragOperation { NSDragOperation(rawValue: 1) }
    /// `static var move: NSDragOperation { get }`
    public static var move: NSDragOperation { NSDragOperation(rawValue: 16) }
}

/// https://developer.apple.com/documentation/appkit/nsdragginginfo
/// `@MainActor protocol NSDraggingInfo : NSObjectProtocol`: what a drop
/// carries and where it comes from.
@MainActor @preconcurrency
public protocol NSDraggingInfo: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nsdragginginfo/draggingsource
    /// `var draggingSource: Any? { get }`: the object the drag began in
    /// (for a table's rows, the table); nil for a drag from another app.
    var draggingSource: Any? { get }
}

/// https://developer.apple.com/documentation/appkit/nspasteboardwriting
/// `protocol NSPasteboardWriting : NSObjectProtocol`
public protocol NSPasteboardWriting: NSObjectProtocol {}

/// https://developer.apple.com/documentation/appkit/nspasteboard
/// `class NSPasteboard : NSObject`; only its type names are declared.
@available(macOS 10.0, *)
open class NSPasteboard: NSObject {
    /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype
    /// `struct PasteboardType`: a uniform type identifier.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `init(_ rawValue: String)`
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/appkit/nspasteboarditem
/// `class NSPasteboardItem : NSObject`: data of several types for one item.
@available(macOS 10.6, *)
open class NSPasteboardItem: NSObject, NSPasteboardWriting {
    private var strings: [NSPasteboard.PasteboardType: String] = [:]

    /// `init()`
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nspasteboarditem/setstring(_:fortype:)
    /// `func setString(_ string: String, forType type: NSPasteboard.PasteboardType) -> Bool`
    open func setString(_ string: String, forType type: NSPasteboard.PasteboardType) -> Bool {
        strings[type] = string
        return true
    }

    /// https://developer.apple.com/documentation/appkit/nspasteboarditem/string(fortype:)
    /// `func string(forType type: NSPasteboard.PasteboardType) -> String?`
    open func string(forType type: NSPasteboard.PasteboardType) -> String? { strings[type] }
}
