/// Where the row of an action or a selection is: its section, as the
/// section enum's value, and its path. UIKit and AppKit also read it as an
/// `IndexPath` (`indexPath`).
public struct ActionPlace<Section> {
    /// The row's section.
    public var section: Section
    /// The row's section index and item index.
    public var path: ItemPath

    /// Creates the place of the row at `path` in `section`.
    public init(section: Section, path: ItemPath) {
        self.section = section
        self.path = path
    }
}

extension ActionPlace: Equatable where Section: Equatable {}
extension ActionPlace: Hashable where Section: Hashable {}
extension ActionPlace: Sendable where Section: Sendable {}
