// Stand-in for https://developer.apple.com/documentation/appkit/nstableview:
// the members the adapter uses. Within beginUpdates()/endUpdates(), AppKit
// processes row changes one after another ("changes are processed
// incrementally", insertRows(at:withAnimation:)), unlike UIKit's batches.

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor
open class NSControl: NSView {}

@MainActor
open class NSTableView: NSControl {
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions
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

    /// `var numberOfColumns: Int { get }`
    open var numberOfColumns: Int { fatalError() }

    /// `func reloadData()`
    open func reloadData() { fatalError() }

    /// `func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet)`
    open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) { fatalError() }

    /// `func beginUpdates()`
    open func beginUpdates() { fatalError() }

    /// `func endUpdates()`
    open func endUpdates() { fatalError() }

    /// `func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = [])`
    open func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        fatalError()
    }

    /// `func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = [])`
    open func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        fatalError()
    }

    /// `func moveRow(at oldIndex: Int, to newIndex: Int)`
    open func moveRow(at oldIndex: Int, to newIndex: Int) { fatalError() }
}
