// Stand-ins for https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5,
// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z and
// https://developer.apple.com/documentation/uikit/uiconfigurationstate-swift.protocol
// (iOS 14): a cell's content described by a value, which makes the view
// that shows it.

/// `@MainActor protocol UIContentConfiguration`
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    /// `func makeContentView() -> any UIView & UIContentView`
    func makeContentView() -> any UIView & UIContentView
    /// `func updated(for state: any UIConfigurationState) -> Self`
    func updated(for state: any UIConfigurationState) -> Self
}

/// `@MainActor protocol UIContentView`
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    /// `var configuration: any UIContentConfiguration { get set }`
    var configuration: any UIContentConfiguration { get set }
}

/// `@MainActor protocol UIConfigurationState`: its trait collection and
/// custom states are left out, as nothing here reads them.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency
public protocol UIConfigurationState {}
