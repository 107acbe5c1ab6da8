// Stand-ins for https://developer.apple.com/documentation/uikit/uicontrol
// (closure actions), https://developer.apple.com/documentation/uikit/uiaction
// and https://developer.apple.com/documentation/uikit/uiswitch.

/// `@MainActor class UIControl : UIView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `static var valueChanged: UIControl.Event`
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// `static var primaryActionTriggered: UIControl.Event`
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    /// `var isEnabled: Bool { get set }`
    open var isEnabled = true

    /// The actions added, in order, with their events.
    private var actions: [(action: UIAction, events: Event)] = []

    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`:
    /// "UIActions are uniqued based on their identifier, and subsequent
    /// actions with the same identifier replace previously added actions."
    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, controlEvents))
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    /// `func sendActions(for controlEvents: UIControl.Event)`: calls the
    /// actions added for the events, each with this control as its sender.
    @available(iOS 2.0, tvOS 9.0, *)
    open func sendActions(for controlEvents: UIControl.Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.sender = self
            action.handler(action)
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

/// `@MainActor class UIAction : UIMenuElement`: its identifier, handler and sender.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
    /// `var identifier: UIAction.Identifier { get }`: a unique one when none is given.
    public let identifier: Identifier
    fileprivate let handler: UIActionHandler

    /// https://developer.apple.com/documentation/uikit/uiaction/sender
    /// `var sender: Any? { get }`: the control that called the handler.
    @available(iOS 14.0, tvOS 14.0, *)
    public fileprivate(set) var sender: Any?

    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// (the discoverability title and state are left out).
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        attributes: UIMenuElement.Attributes = [], handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier("action-\(UIAction.made)")
        self.handler = handler
        self.attributes = attributes
        UIAction.made += 1
        super.init(title: title, image: image)
    }

    /// https://developer.apple.com/documentation/uikit/uiaction/attributes
    /// `var attributes: UIMenuElement.Attributes { get set }`
    open var attributes: UIMenuElement.Attributes

    /// Chooses the action in a menu, as a tap on its item does: calls its
    /// handler with no sender. A stand-in hook for checks.
    @_spi(StandInTap) public func standInChoose() {
        handler(self)
    }

    /// How many actions were made, for their unique identifiers.
    private static var made = 0
}

/// `@MainActor class UISwitch : UIControl`: not on tvOS.
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// https://developer.apple.com/documentation/uikit/uiswitch/ison
    /// `var isOn: Bool { get set }`
    open var isOn = false

    public convenience init() { self.init(frame: .zero) }
}
