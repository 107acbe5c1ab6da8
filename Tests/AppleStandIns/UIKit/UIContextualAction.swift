// Stand-ins for https://developer.apple.com/documentation/uikit/uicontextualaction
// and https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration,
// the buttons a swipe on a table row shows. Neither exists on tvOS.
//
// The rule modelled, from the page of UIContextualAction.Handler: the
// handler gets a completion "to execute after you have performed the
// action"; until it is called the row stays swiped open.
// `UIView.standInSwipe(_:choosing:)` reports that, and
// Checks/RowActionsCheck.swift has the negative control.

/// `@MainActor class UIContextualAction : NSObject`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
    /// `typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void`
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
    /// `var style: UIContextualAction.Style { get }`
    public let style: Style
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/title
    /// `var title: String? { get set }`
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/image
    /// `var image: UIImage? { get set }`
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
    /// `var handler: UIContextualAction.Handler { get }`
    public let handler: Handler

    /// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
    /// `convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler)`
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// `@MainActor class UISwipeActionsConfiguration : NSObject`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
    /// `var actions: [UIContextualAction] { get }`
    public let actions: [UIContextualAction]
    /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
    /// `var performsFirstActionWithFullSwipe: Bool { get set }`: true by default.
    open var performsFirstActionWithFullSwipe = true

    /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
    /// `convenience init(actions: [UIContextualAction])`
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// What became of a row swiped open when one of its buttons was tapped.
public enum StandInSwipeOutcome: Equatable, Sendable {
    /// The handler called its completion, saying whether it performed the action.
    case closed(performed: Bool)
    /// The handler returned without calling its completion: UIKit keeps
    /// the row open, its buttons showing, until it is called.
    case leftOpen
}

@available(iOS 11.0, *)
@available(tvOS, unavailable)
extension UIView {
    /// Taps the button at `index` of `configuration`, as a user does once a
    /// swipe shows it in this table or list: calls its handler with this
    /// view as the source view.
    /// A stand-in hook for checks.
    ///
    /// - Returns: Whether the row closed, and with what. A completion
    ///   called a second time stops the program, as a second call of a
    ///   consumed UIKit block would be a bug in the app.
    @_spi(StandInTap) public func standInSwipe(
        _ configuration: UISwipeActionsConfiguration, choosing index: Int
    ) -> StandInSwipeOutcome {
        let action = configuration.actions[index]
        var outcome = StandInSwipeOutcome.leftOpen
        action.handler(action, self) { performed in
            precondition(outcome == .leftOpen, "the completion of a contextual action was called twice")
            outcome = .closed(performed: performed)
        }
        return outcome
    }
}
