// Stand-in for https://developer.apple.com/documentation/uikit/uicellaccessory
// (iOS 14): the accessories of a list cell that the generated code shows.

/// `struct UICellAccessory`
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
    /// Which accessory, for a check to read.
    public enum Kind: Equatable {
        case disclosureIndicator, checkmark, customView
    }

    public let kind: Kind
    /// The view of a custom accessory.
    public let customView: UIView?

    /// https://developer.apple.com/documentation/uikit/uicellaccessory/disclosureindicator(displayed:options:)
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator, customView: nil) }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory/checkmark(displayed:options:)
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark, customView: nil) }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory/customview(configuration:)
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView, customView: configuration.customView)
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory/customviewconfiguration
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public init(customView: UIView, placement: Placement) {
            self.customView = customView
            self.placement = placement
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory/placement
    public enum Placement {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory/displayedstate
    public enum DisplayedState {
        case always, whenEditing, whenNotEditing
    }
}
