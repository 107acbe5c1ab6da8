// Stand-ins for the stacks an ordinary screen lays its views out in:
// https://developer.apple.com/documentation/swiftui/vstack,
// https://developer.apple.com/documentation/swiftui/hstack,
// https://developer.apple.com/documentation/swiftui/zstack and
// https://developer.apple.com/documentation/swiftui/spacer, with the
// alignments they take (https://developer.apple.com/documentation/swiftui/horizontalalignment,
// https://developer.apple.com/documentation/swiftui/verticalalignment,
// https://developer.apple.com/documentation/swiftui/alignment). The
// initializers are the iOS 17.0 SDK's (SwiftUI.swiftinterface); the
// isolation is the pages' (`nonisolated`). Nothing lays out: a stack keeps
// its content, which the stand-in list walks (StandInListRows.swift).

/// `@frozen nonisolated struct VStack<Content> where Content : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct VStack<Content: View>: View {
    let content: Content

    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    /// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError() }
}

/// `@frozen nonisolated struct HStack<Content> where Content : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct HStack<Content: View>: View {
    let content: Content

    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    /// `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError() }
}

/// `@frozen nonisolated struct ZStack<Content> where Content : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ZStack<Content: View>: View {
    let content: Content

    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    /// `init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)`
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError() }
}

/// `@frozen nonisolated struct Spacer`, a View and Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Spacer: View, Sendable {
    /// https://developer.apple.com/documentation/swiftui/spacer/minlength
    /// `var minLength: CGFloat?`
    public var minLength: CGFloat?

    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    /// `init(minLength: CGFloat? = nil)`
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { fatalError() }
}

/// `@frozen struct HorizontalAlignment : Equatable`, Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    private let name: String

    /// `static let leading: HorizontalAlignment`
    public static let leading = HorizontalAlignment(name: "leading")
    /// `static let center: HorizontalAlignment`
    public static let center = HorizontalAlignment(name: "center")
    /// `static let trailing: HorizontalAlignment`
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// `@frozen struct VerticalAlignment : Equatable`, Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    private let name: String

    /// `static let top: VerticalAlignment`
    public static let top = VerticalAlignment(name: "top")
    /// `static let center: VerticalAlignment`
    public static let center = VerticalAlignment(name: "center")
    /// `static let bottom: VerticalAlignment`
    public static let bottom = VerticalAlignment(name: "bottom")
    /// `static let firstTextBaseline: VerticalAlignment`
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    /// `static let lastTextBaseline: VerticalAlignment`
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// `@frozen struct Alignment : Equatable`, Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
    /// `var horizontal: HorizontalAlignment`
    public var horizontal: HorizontalAlignment
    /// `var vertical: VerticalAlignment`
    public var vertical: VerticalAlignment

    /// https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
    /// `init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)`
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `static let center: Alignment`
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// `static let leading: Alignment`
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// `static let trailing: Alignment`
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// `static let top: Alignment`
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// `static let bottom: Alignment`
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// `static let topLeading: Alignment`
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// `static let topTrailing: Alignment`
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// `static let bottomLeading: Alignment`
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// `static let bottomTrailing: Alignment`
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
