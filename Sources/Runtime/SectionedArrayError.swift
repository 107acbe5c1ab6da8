/// Why a `SectionedArray` mutation was refused: an index out of range, a
/// section identity that no section has, or an item of a kind its section
/// does not allow. The array is left as it was.
///
/// Its `description` names the operation and the counts, such as
/// `removeItem(at:): no item at [2, 5]: section 2 has 3 items`.
public struct SectionedArrayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was out of range.
    public enum Reason: Equatable, Sendable {
        /// There is no section `index`; the array had `sectionCount`.
        case noSection(Int, sectionCount: Int)
        /// No section has the identity described as `identity`; the array
        /// had `sectionCount` sections.
        case noSectionIdentified(String, sectionCount: Int)
        /// There is no item at the path; its section had `itemCount`.
        case noItem(ItemPath, itemCount: Int)
        /// A section cannot go to `index`, which must be in
        /// `0...upperBound` (the section count for an insert, one less for
        /// a move).
        case sectionDestinationOutOfRange(Int, upperBound: Int)
        /// An item cannot go to the path, whose item index must be in
        /// `0...upperBound` (the section's item count, one less for a move
        /// within the section).
        case itemDestinationOutOfRange(ItemPath, upperBound: Int)
        /// Section `section` (described as `sectionDescription`) does not
        /// allow an item of kind `kind`; it allows `allowedKinds`.
        case kindNotAllowed(kind: String, section: Int, sectionDescription: String, allowedKinds: [String])
    }

    /// The mutation that was refused, such as `removeItem(at:)`.
    public var operation: String
    /// What was out of range.
    public var reason: Reason

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - operation: The mutation that was refused.
    ///   - reason: What was out of range.
    public init(operation: String, reason: Reason) {
        self.operation = operation
        self.reason = reason
    }

    /// The operation, then what was out of range, in one line.
    public var description: String {
        switch reason {
        case let .noSection(index, sectionCount):
            return "\(operation): no section \(index): there \(sectionCount == 1 ? "is" : "are") "
                + counted(sectionCount, "section")
        case let .noSectionIdentified(identity, sectionCount):
            return "\(operation): no section has the identity \(identity): there \(sectionCount == 1 ? "is" : "are") "
                + counted(sectionCount, "section")
        case let .noItem(path, itemCount):
            return "\(operation): no item at \(path): section \(path.section) has \(counted(itemCount, "item"))"
        case let .sectionDestinationOutOfRange(index, upperBound):
            return "\(operation): a section cannot go to index \(index): it must be in 0...\(upperBound)"
        case let .itemDestinationOutOfRange(path, upperBound):
            return "\(operation): an item cannot go to \(path): its item index must be in 0...\(upperBound)"
        case let .kindNotAllowed(kind, section, sectionDescription, allowedKinds):
            return "\(operation): section \(section) (\(sectionDescription)) does not allow a \(kind); it allows "
                + (allowedKinds.isEmpty ? "no kind" : allowedKinds.joined(separator: ", "))
        }
    }
}
