/// Identifies one observer of a `SectionedArray`, for
/// `removeObserver(_:)`.
public struct ObservationToken: Hashable, Sendable {
    /// The array the observer was added to; a token from another array
    /// removes nothing.
    let owner: ObjectIdentifier
    /// The observer's number in that array, in order of registration.
    let id: Int
}
