// Stand-ins for https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
// and https://developer.apple.com/documentation/uikit/uilistcontentview (iOS
// 14): the text of a list row, and the view that shows it.

/// `struct UIListContentConfiguration`: its text and secondary text; the
/// images and the styling properties are left out.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
    /// `var text: String?`
    public var text: String?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
    /// `var secondaryText: String?`
    public var secondaryText: String?

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
    /// `static func cell() -> UIListContentConfiguration`
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// `func makeContentView() -> any UIView & UIContentView`: a `UIListContentView`.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// `func updated(for state: any UIConfigurationState) -> UIListContentConfiguration`:
    /// the stand-in has no states to style, so the same configuration.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// `@MainActor class UIListContentView : UIView, UIContentView`
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown, as a list content configuration.
    private var listConfiguration: UIListContentConfiguration

    /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
    /// `init(configuration: UIListContentConfiguration)`
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// `required init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { nil }

    /// `var configuration: any UIContentConfiguration { get set }`: a
    /// configuration of another type is ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }
}
