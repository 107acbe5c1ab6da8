/// A value with a stable identity that survives changes to its content.
///
/// The diff matches items of the source and the target by `identity`, then
/// compares matched items with `==` to find the ones that changed.
public protocol IdentifiableType {
    /// The type of the identity; equal identities mean "the same item".
    associatedtype Identity: Hashable

    /// The identity of this value; stable while its content changes.
    var identity: Identity { get }
}

extension String: IdentifiableType {
    /// A string is its own identity.
    @inlinable public var identity: String { self }
}

extension Int: IdentifiableType {
    /// An integer is its own identity.
    @inlinable public var identity: Int { self }
}
