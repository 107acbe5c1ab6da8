// Stand-in for https://developer.apple.com/documentation/appkit/nstableview:
// the members the adapter uses. Within beginUpdates()/endUpdates(), AppKit
// processes row changes one after another ("changes are processed
// incrementally", insertRows(at:withAnimation:)), unlike UIKit's batches.

/// https://developer.apple.com/documentation/appkit/nscontrol
/// `@MainActor class NSControl : NSView`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSControl: NSView {}

/// `@MainActor class NSTableView : NSControl`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSTableView: NSControl {
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions
    @available(macOS 10.7, *)
    public struct AnimationOptions: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `static var effectFade: NSTableView.AnimationOptions { get }`
        public static var effectFade: AnimationOptions { AnimationOptions(rawValue: 0x1) }
        /// `static var effectGap: NSTableView.AnimationOptions { get }`
        public static var effectGap: AnimationOptions { AnimationOptions(rawValue: 0x2) }
        /// `static var slideUp: NSTableView.AnimationOptions { get }`
        public static var slideUp: AnimationOptions { AnimationOptions(rawValue: 0x10) }
        /// `static var slideDown: NSTableView.AnimationOptions { get }`
        public static var slideDown: AnimationOptions { AnimationOptions(rawValue: 0x20) }
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/numberofcolumns
    /// `var numberOfColumns: Int { get }`: a stand-in table has one column.
    @available(macOS 10.0, *)
    open var numberOfColumns: Int { 1 }

    /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
    /// `func reloadData()`
    @available(macOS 10.0, *)
    open func reloadData() {}

    /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)
    /// `func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet)`
    @available(macOS 10.3, *)
    open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {}

    /// https://developer.apple.com/documentation/appkit/nstableview/beginupdates()
    /// `func beginUpdates()`
    @available(macOS 10.7, *)
    open func beginUpdates() {}

    /// https://developer.apple.com/documentation/appkit/nstableview/endupdates()
    /// `func endUpdates()`
    @available(macOS 10.7, *)
    open func endUpdates() {}

    /// https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:)
    /// `func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = [])`
    @available(macOS 10.7, *)
    open func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}

    /// https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
    /// `func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = [])`
    @available(macOS 10.7, *)
    open func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}

    /// https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
    /// `func moveRow(at oldIndex: Int, to newIndex: Int)`
    @available(macOS 10.7, *)
    open func moveRow(at oldIndex: Int, to newIndex: Int) {}
}
