// Stand-ins for https://developer.apple.com/documentation/swiftui/label
// (a title beside an icon, iOS 14) and
// https://developer.apple.com/documentation/swiftui/image (a system
// symbol, by name). Each keeps what it shows, so that the stand-in list
// can report a button's title and symbol (StandInListRows.swift).

/// `nonisolated struct Label<Title, Icon> where Title : View, Icon : View`
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:),
    /// its `StringProtocol` overload, of iOS 14 as `init(_:image:)`'s is:
    /// `nonisolated init<S>(_ title: S, systemImage name: String) where S : StringProtocol`
    /// (shown as is, never localized)
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: Text(title), icon: Image(systemName: name))
    }
}

/// `nonisolated struct Image`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Image: View, Equatable {
    /// The system symbol's name.
    let systemName: String

    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    /// `init(systemName: String)`: SF Symbols, from macOS 11 on the Mac.
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    public init(systemName: String) {
        self.systemName = systemName
    }

    public var body: Never { fatalError() }
}
