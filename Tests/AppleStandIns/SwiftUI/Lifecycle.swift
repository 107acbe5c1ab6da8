// Stand-ins for what a screen runs as it appears:
// https://developer.apple.com/documentation/swiftui/view/onappear(perform:),
// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
// and `task(priority:_:)` (iOS 15), the asynchronous load of a screen's
// data. The signatures are the iOS 17.0 SDK's (SwiftUI.swiftinterface),
// where the task's action inherits the caller's actor (a view's `body`
// runs on the main actor, so its task does too) and is Sendable; the page
// today declares it `sending @escaping @isolated(any)`, with the name and
// place of the task added, which takes the same closures from a view's
// `body`. Nothing appears: each returns the view it is given, and no
// action runs.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// `nonisolated func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// `nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
}
