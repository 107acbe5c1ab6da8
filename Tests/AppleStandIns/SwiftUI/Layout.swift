// Stand-ins for the layout modifiers an ordinary screen uses:
// https://developer.apple.com/documentation/swiftui/view/padding(_:_:) and
// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk,
// with https://developer.apple.com/documentation/swiftui/edge and its
// `Set`, and https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
// and https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:).
// The signatures are the iOS 17.0 SDK's (SwiftUI.swiftinterface); the
// isolation is the pages' (`nonisolated`). Nothing lays out: each returns
// the view it is given, so the stand-in list sees through it.

/// `@frozen enum Edge : Int8, CaseIterable`, Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// `@frozen struct Set : OptionSet`, Sendable: edges to pad.
    public struct Set: OptionSet, Sendable {
        /// `let rawValue: Int8`
        public let rawValue: Int8

        /// `init(rawValue: Int8)`
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// `init(_ e: Edge)`
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }

        /// `static let top: Edge.Set`
        public static let top = Set(.top)
        /// `static let leading: Edge.Set`
        public static let leading = Set(.leading)
        /// `static let bottom: Edge.Set`
        public static let bottom = Set(.bottom)
        /// `static let trailing: Edge.Set`
        public static let trailing = Set(.trailing)
        /// `static let all: Edge.Set`
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// `static let horizontal: Edge.Set`
        public static let horizontal: Set = [.leading, .trailing]
        /// `static let vertical: Edge.Set`
        public static let vertical: Set = [.top, .bottom]
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    /// `nonisolated func padding(_ length: CGFloat) -> some View`
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    /// `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }

    /// `nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View`
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
}
