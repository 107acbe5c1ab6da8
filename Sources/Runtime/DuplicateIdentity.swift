/// An identity that occurs more than once in a list of sections.
///
/// The diff never traps on duplicates (it matches them in order), but
/// animations of duplicated items are arbitrary; log these and fix the data.
public enum DuplicateIdentity<Section: AnimatableSectionModelType> {
    /// Several sections share `identity`; `indices` are their positions.
    case section(Section.Identity, indices: [Int])
    /// Several items share `identity`, in one section or across sections;
    /// `paths` are their positions, in order.
    case item(Section.Item.Identity, paths: [ItemPath])
}

extension DuplicateIdentity: Equatable {}

extension DuplicateIdentity: Sendable where Section.Identity: Sendable, Section.Item.Identity: Sendable {}

extension DuplicateIdentity: CustomStringConvertible {
    /// A line for a log, such as `item "7" at [0, 1], [2, 0]`.
    public var description: String {
        switch self {
        case let .section(identity, indices):
            return "section \(String(reflecting: identity)) at \(indices.map(String.init).joined(separator: ", "))"
        case let .item(identity, paths):
            return "item \(String(reflecting: identity)) at \(paths.map(\.description).joined(separator: ", "))"
        }
    }
}
