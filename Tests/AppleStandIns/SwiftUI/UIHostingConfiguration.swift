// Stand-in for https://developer.apple.com/documentation/swiftui/uihostingconfiguration
// (iOS 16, tvOS 16; not on macOS or watchOS): a content configuration that
// shows SwiftUI views in a UIKit cell. Declared where UIKit is, as SwiftUI
// declares it only on the platforms with UIKit's cells.
#if canImport(UIKit)
    import UIKit

    /// `struct UIHostingConfiguration<Content, Background> where Content : View, Background : View`
    @available(iOS 16.0, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
        /// The views the cell shows.
        let content: Content

        /// `func makeContentView() -> any UIView & UIContentView`: a view
        /// hosting the content.
        public func makeContentView() -> any UIView & UIContentView { HostingContentView(configuration: self) }

        /// `func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background>`
        public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }
    }

    @available(iOS 16.0, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    extension UIHostingConfiguration where Background == EmptyView {
        /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
        /// `init(@ViewBuilder content: () -> Content)`: the content is built once, here.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }
    }

    /// The view a hosting configuration makes; nothing here renders.
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor
    private final class HostingContentView: UIView, UIContentView {
        var configuration: any UIContentConfiguration

        init(configuration: any UIContentConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { nil }
    }
#endif
