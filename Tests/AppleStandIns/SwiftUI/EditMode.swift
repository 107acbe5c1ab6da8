// Stand-in for https://developer.apple.com/documentation/swiftui/editmode
// and https://developer.apple.com/documentation/swiftui/environmentvalues/editmode:
// whether a view's content is being edited. On a device without a keyboard
// and a pointer (an iPhone), a list shows multiple selection and the
// handles of `onMove` only while its edit mode is active. The page lists
// iOS 13, iPadOS 13, Mac Catalyst 13, tvOS 13 and visionOS 1; the iOS SDK's
// interface marks it unavailable on macOS and watchOS.

/// `enum EditMode`
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
    /// `case inactive`
    case inactive
    /// `case transient`
    case transient
    /// `case active`
    case active

    /// `var isEditing: Bool { get }`: true unless inactive.
    public var isEditing: Bool { self != .inactive }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// `var editMode: Binding<EditMode>? { get set }`
    public var editMode: Binding<EditMode>? {
        get { storedEditMode as? Binding<EditMode> }
        set { storedEditMode = newValue }
    }
}
