// Stand-ins for the drag and drop sessions:
// https://developer.apple.com/documentation/uikit/uidragdropsession,
// https://developer.apple.com/documentation/uikit/uidragsession and
// https://developer.apple.com/documentation/uikit/uidropsession, with the
// members the generated drop proposals read, and UIDropOperation. None
// exists on tvOS.
//
// The rules modelled, from the page of `localDragSession`: "The local drag
// session is nil if the drag activity started in a different app", and
// from the page of `localObject`, a drag item's local object is "available
// only to the app that initiates the drag activity". A check makes a drop
// from another app with `StandInDropSession(itemsFromAnotherApp:)`, whose
// items carry no local object and whose `localDragSession` is nil, and a
// drop of a drag in this app with `StandInDropSession(dropping:)`: of a
// drag lifted from the view it drops on, or from another view of the app
// (a drag from a table dropped on a collection view), whose
// `localDragSession` is set all the same. A drag lasts from its lift to
// its drop: a view's `hasActiveDrag` is true meanwhile ("items were lifted
// from the collection view and have not yet been dropped",
// https://developer.apple.com/documentation/uikit/uicollectionview/hasactivedrag;
// https://developer.apple.com/documentation/uikit/uitableview/hasactivedrag
// declares the table's alike).

/// https://developer.apple.com/documentation/uikit/uidragdropsession
/// `@MainActor protocol UIDragDropSession : NSObjectProtocol`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UIDragDropSession: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uidragdropsession/items
    /// `var items: [UIDragItem] { get }`
    var items: [UIDragItem] { get }

    /// https://developer.apple.com/documentation/uikit/uidragdropsession/allowsmoveoperation
    /// `var allowsMoveOperation: Bool { get }`
    var allowsMoveOperation: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uidragsession
/// `@MainActor protocol UIDragSession : UIDragDropSession`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UIDragSession: UIDragDropSession {
    /// https://developer.apple.com/documentation/uikit/uidragsession/localcontext
    /// `var localContext: Any? { get set }`
    var localContext: Any? { get set }
}

/// https://developer.apple.com/documentation/uikit/uidropsession
/// `@MainActor protocol UIDropSession : ProgressReporting, UIDragDropSession`
/// (ProgressReporting is left out: nothing here reports progress).
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UIDropSession: UIDragDropSession {
    /// https://developer.apple.com/documentation/uikit/uidropsession/localdragsession
    /// `var localDragSession: (any UIDragSession)? { get }`
    var localDragSession: (any UIDragSession)? { get }
}

/// https://developer.apple.com/documentation/uikit/uidropoperation
/// `enum UIDropOperation : UInt, @unchecked Sendable`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0, forbidden = 1, copy = 2, move = 3
}

/// A drag a table or collection view began from one of its rows: its
/// items, and where it began, which UIKit keeps to reorder on a drop.
/// A stand-in hook for checks.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@_spi(StandInTap) public final class StandInDragSession: NSObject, UIDragSession {
    public let items: [UIDragItem]
    public var allowsMoveOperation: Bool { true }
    public var localContext: Any?
    /// The view and index path the drag began at.
    weak var sourceView: UIView?
    let sourceIndexPath: IndexPath
    /// Whether the drag was dropped, which ends it.
    var hasEnded = false

    init(items: [UIDragItem], from sourceView: UIView, at sourceIndexPath: IndexPath) {
        self.items = items
        self.sourceView = sourceView
        self.sourceIndexPath = sourceIndexPath
    }
}

/// A drop over a table or collection view: of a drag in this app, or of
/// items from another app, which carry no local object.
/// A stand-in hook for checks.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@_spi(StandInTap) public final class StandInDropSession: NSObject, UIDropSession {
    public let items: [UIDragItem]
    public var allowsMoveOperation: Bool { localDragSession != nil }
    public let localDragSession: (any UIDragSession)?

    /// A drop of `drag`, a drag begun in this app.
    public init(dropping drag: StandInDragSession) {
        items = drag.items
        localDragSession = drag
    }

    /// A drop from another app: `count` items with an empty provider and
    /// no local object, and no local drag session.
    public init(itemsFromAnotherApp count: Int) {
        items = (0..<count).map { _ in UIDragItem(itemProvider: NSItemProvider()) }
        localDragSession = nil
    }
}
