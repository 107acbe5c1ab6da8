// Stand-in for https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct:
// the members the generated diffable helpers and an app use. Identifiers
// must be Hashable and Sendable, as Apple's declaration requires.
//
// Unlike the other stand-ins it works, so that a check can run the
// generated `snapshot(showing:)`: it keeps sections and items in order, and
// stops the program on an identifier appended twice, as UIKit does on
// iOS 13 and 14 ("Fatal: supplied item identifiers are not unique"; later
// systems log a warning and move the existing item instead). It also stops
// on an identifier to reload or reconfigure that it does not hold, with
// UIKit's message ("Attempted to reconfigure item identifier that does not
// exist in the snapshot"), and remembers the ones it was given for the data
// source stand-ins' `apply`.

@available(iOS 13.0, tvOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var allItems: Set<ItemIdentifierType> = []

    /// `init()`
    public init() {}

    /// `var numberOfItems: Int { get }`
    public var numberOfItems: Int { allItems.count }

    /// `var sectionIdentifiers: [SectionIdentifierType] { get }`
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// `var itemIdentifiers: [ItemIdentifierType] { get }`
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    /// `func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]`
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[identifier] ?? []
    }

    /// `mutating func appendSections(_ identifiers: [SectionIdentifierType])`
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard itemsBySection[identifier] == nil else {
                fatalError("Fatal: supplied section identifiers are not unique: \(identifier)")
            }
            sections.append(identifier)
            itemsBySection[identifier] = []
        }
    }

    /// `mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)`
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last, itemsBySection[section] != nil else {
            fatalError("Invalid parameter not satisfying: section != nil")
        }
        for identifier in identifiers {
            guard allItems.insert(identifier).inserted else {
                fatalError("Fatal: supplied item identifiers are not unique: \(identifier)")
            }
            itemsBySection[section, default: []].append(identifier)
        }
    }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteitems(_:)
    /// `mutating func deleteItems(_ identifiers: [ItemIdentifierType])`
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where allItems.remove(identifier) != nil {
            for section in sections {
                itemsBySection[section]?.removeAll { $0 == identifier }
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:beforeitem:)
    /// `mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)`:
    /// stops the program when `beforeIdentifier` is not in the snapshot, as
    /// UIKit raises for it.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let section = sections.first(where: { itemsBySection[$0]?.contains(beforeIdentifier) == true }),
            let index = itemsBySection[section]?.firstIndex(of: beforeIdentifier)
        else { fatalError("NSInternalInconsistencyException: Invalid item identifier specified for reference item: \(beforeIdentifier)") }
        for identifier in identifiers {
            guard allItems.insert(identifier).inserted else {
                fatalError("Fatal: supplied item identifiers are not unique: \(identifier)")
            }
        }
        itemsBySection[section, default: []].insert(contentsOf: identifiers, at: index)
    }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadeditemidentifiers
    /// `var reloadedItemIdentifiers: [ItemIdentifierType] { get }`
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloaded }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureditemidentifiers
    /// `var reconfiguredItemIdentifiers: [ItemIdentifierType] { get }`
    @available(iOS 15.0, tvOS 15.0, *)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigured }

    private var reloaded: [ItemIdentifierType] = []
    private var reconfigured: [ItemIdentifierType] = []

    /// The identifiers whose cells an `apply` of this snapshot replaces.
    var itemsToReload: Set<ItemIdentifierType> { Set(reloaded) }

    /// The identifiers whose cells an `apply` of this snapshot configures
    /// again, in place.
    var itemsToReconfigure: Set<ItemIdentifierType> { Set(reconfigured) }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)
    /// `mutating func reloadItems(_ identifiers: [ItemIdentifierType])`
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        requireHeld(identifiers, verb: "reload")
        reloaded += identifiers.filter { !reloaded.contains($0) }
    }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
    /// `mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])`
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        requireHeld(identifiers, verb: "reconfigure")
        reconfigured += identifiers.filter { !reconfigured.contains($0) }
    }

    /// UIKit raises `NSInternalInconsistencyException` for an identifier the
    /// snapshot does not hold, in the words below (the message apps quote;
    /// the pages above say the identifiers are the snapshot's items).
    private func requireHeld(_ identifiers: [ItemIdentifierType], verb: String) {
        for identifier in identifiers where !allItems.contains(identifier) {
            fatalError(
                "NSInternalInconsistencyException: Attempted to \(verb) item identifier that does not exist in the snapshot: \(identifier)")
        }
    }
}

@available(iOS 13.0, tvOS 13.0, *)
extension NSDiffableDataSourceSnapshot {
    /// This snapshot with `identifier` moved to `destination`, the index
    /// path it has afterwards (as a table or collection view reports a
    /// move), or nil when `destination` is in no section. Not an Apple API:
    /// what the data source stand-ins do on a user's move.
    func standInMoving(_ identifier: ItemIdentifierType, to destination: IndexPath) -> Self? {
        guard destination.count == 2, sections.indices.contains(destination[0]) else { return nil }
        var moved = self
        moved.deleteItems([identifier])
        let section = sections[destination[0]]
        let items = moved.itemIdentifiers(inSection: section)
        if items.indices.contains(destination[1]) {
            moved.insertItems([identifier], beforeItem: items[destination[1]])
        } else {
            moved.appendItems([identifier], toSection: section)
        }
        return moved
    }
}
