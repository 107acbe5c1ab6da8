// Stand-in for https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct:
// the members the generated diffable helpers and an app use. Identifiers
// must be Hashable and Sendable, as Apple's declaration requires.

@available(iOS 13.0, tvOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// `init()`
    public init() { fatalError() }

    /// `var numberOfItems: Int { get }`
    public var numberOfItems: Int { fatalError() }

    /// `var sectionIdentifiers: [SectionIdentifierType] { get }`
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError() }

    /// `var itemIdentifiers: [ItemIdentifierType] { get }`
    public var itemIdentifiers: [ItemIdentifierType] { fatalError() }

    /// `mutating func appendSections(_ identifiers: [SectionIdentifierType])`
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError() }

    /// `mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)`
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) { fatalError() }

    /// `mutating func reloadItems(_ identifiers: [ItemIdentifierType])`
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
    /// `mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])`
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
}
