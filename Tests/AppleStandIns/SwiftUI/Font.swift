// Stand-ins for how a screen styles its text:
// https://developer.apple.com/documentation/swiftui/font (the text styles),
// https://developer.apple.com/documentation/swiftui/shapestyle with
// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
// (`.secondary`), the colours of https://developer.apple.com/documentation/swiftui/color
// that ordinary screens name, and the modifiers that take them: `font(_:)`,
// `foregroundColor(_:)` (deprecated for a future release) and
// `foregroundStyle(_:)` (iOS 15), each on View and, returning a Text, on
// Text (`foregroundStyle`: iOS 17), and `bold()` and `italic()`. The
// signatures and availability are the iOS 17.0 SDK's (SwiftUI.swiftinterface);
// the isolation is the pages' (`nonisolated`). Nothing draws: a modifier
// returns the view it is given, so the stand-in list sees through it.

/// `@frozen struct Font : Hashable, Sendable`: a text style, by name.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    private let name: String

    /// `static let largeTitle: Font`
    public static let largeTitle = Font(name: "largeTitle")
    /// `static let title: Font`
    public static let title = Font(name: "title")
    /// `static let title2: Font`
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2 = Font(name: "title2")
    /// `static let title3: Font`
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3 = Font(name: "title3")
    /// `static let headline: Font`
    public static let headline = Font(name: "headline")
    /// `static let subheadline: Font`
    public static let subheadline = Font(name: "subheadline")
    /// `static let body: Font`
    public static let body = Font(name: "body")
    /// `static let callout: Font`
    public static let callout = Font(name: "callout")
    /// `static let footnote: Font`
    public static let footnote = Font(name: "footnote")
    /// `static let caption: Font`
    public static let caption = Font(name: "caption")
    /// `static let caption2: Font`
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2 = Font(name: "caption2")

    /// https://developer.apple.com/documentation/swiftui/font/bold()
    /// `func bold() -> Font`
    public func bold() -> Font { Font(name: name + ".bold") }

    /// https://developer.apple.com/documentation/swiftui/font/italic()
    /// `func italic() -> Font`
    public func italic() -> Font { Font(name: name + ".italic") }
}

/// `protocol ShapeStyle : Sendable`: what fills a shape or colours text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// `@frozen struct HierarchicalShapeStyle : ShapeStyle`: the foreground's
/// levels, `.primary` to `.quaternary`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int

    /// `static let primary: HierarchicalShapeStyle`
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// `static let secondary: HierarchicalShapeStyle`
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// `static let tertiary: HierarchicalShapeStyle`
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// `static let quaternary: HierarchicalShapeStyle`
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
    /// `static var primary: HierarchicalShapeStyle { get }`
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    /// `static var secondary: HierarchicalShapeStyle { get }`
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
    /// `static var tertiary: HierarchicalShapeStyle { get }`
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
}

/// https://developer.apple.com/documentation/swiftui/color: `extension Color : ShapeStyle`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {
    /// `static let orange: Color`
    public static let orange = Color(name: "orange")
    /// `static let green: Color`
    public static let green = Color(name: "green")
    /// `static let blue: Color`
    public static let blue = Color(name: "blue")
    /// `static let gray: Color`
    public static let gray = Color(name: "gray")
    /// `static let primary: Color`
    public static let primary = Color(name: "primary")
    /// `static let secondary: Color`
    public static let secondary = Color(name: "secondary")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    /// `nonisolated func font(_ font: Font?) -> Text`
    nonisolated public func font(_ font: Font?) -> Text { self }

    /// https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
    /// `nonisolated func foregroundColor(_ color: Color?) -> Text`, deprecated
    /// for a future release (renamed `foregroundStyle(_:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> Text { self }

    /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
    /// `nonisolated func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle`
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

    /// https://developer.apple.com/documentation/swiftui/text/bold()
    /// `nonisolated func bold() -> Text`
    nonisolated public func bold() -> Text { self }

    /// https://developer.apple.com/documentation/swiftui/text/italic()
    /// `nonisolated func italic() -> Text`
    nonisolated public func italic() -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    /// `nonisolated func font(_ font: Font?) -> some View`
    nonisolated public func font(_ font: Font?) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
    /// `nonisolated func foregroundColor(_ color: Color?) -> some View`,
    /// deprecated for a future release (renamed `foregroundStyle(_:)`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    /// `nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}
