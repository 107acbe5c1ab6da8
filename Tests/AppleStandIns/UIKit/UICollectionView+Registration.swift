// Stand-ins for the typed registrations of a collection view (iOS 14):
// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration,
// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration,
// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
// and https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:).
// A registration is a value, not isolated and not Sendable, as the SDK's
// interface declares it; dequeuing through one makes a view of its class
// with `init(frame:)` and runs its handler.

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionView {
    /// `struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell`
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// `typealias Handler = (Cell, IndexPath, Item) -> Void`
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        /// Whether it was made while the collection view asked for a cell or
        /// supplementary view (see `standInCellForItem(at:)`).
        let isMadeInsideAProvider: Bool
        /// The reuse identifier of its cells, its own: UIKit registers each
        /// registration under an identifier of its own, so that a cell is
        /// dequeued for a registration, never for another one of the same
        /// class (what reconfiguring an item checks).
        let reuseIdentifier: String

        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
        /// `init(handler: @escaping Handler)`
        public init(handler: @escaping Handler) {
            self.handler = handler
            isMadeInsideAProvider = UICollectionView.standInRequestsInProgress > 0
            UICollectionView.standInRegistrationCount += 1
            reuseIdentifier = "\(Cell.self) registration \(UICollectionView.standInRegistrationCount)"
        }
    }

    /// `struct SupplementaryRegistration<Supplementary> where Supplementary : UICollectionReusableView`
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// `typealias Handler = (Supplementary, String, IndexPath) -> Void`
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let elementKind: String
        let handler: Handler
        let isMadeInsideAProvider: Bool

        /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
        /// `init(elementKind: String, handler: @escaping Handler)`
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            isMadeInsideAProvider = UICollectionView.standInRequestsInProgress > 0
        }
    }

    /// How many requests for a cell or supplementary view are under way:
    /// not UIKit's, which knows when it is asking its data source.
    nonisolated(unsafe) static var standInRequestsInProgress = 0
    /// How many cell registrations were made, which numbers their reuse
    /// identifiers.
    nonisolated(unsafe) static var standInRegistrationCount = 0

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    /// `func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell`:
    /// a cell of the registration's class, made with `init(frame:)`, given
    /// to the registration's handler with the item; while
    /// `reconfigureItems(at:)` asks for the item, the existing cell, which
    /// must come from this same registration (UIKit raises otherwise). Apple's note on
    /// creating a registration inside a cell provider ("doing so prevents
    /// cell reuse, and generates an exception in iOS 15 and higher", on
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration;
    /// the copy of the pages searched here ends before the note, so the
    /// quote is unverified here): the stand-in stops the program, as iOS 15
    /// does. A nil item
    /// stops it too: the handler takes an item, and the stand-in has none
    /// to give it.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        guard !registration.isMadeInsideAProvider else {
            preconditionFailure(
                "a cell was dequeued using a registration that was created inside a cell provider; "
                    + "registrations should be created up front and reused")
        }
        guard let item else { preconditionFailure("a cell of \(Cell.self) was dequeued with no item") }
        let existing = existingCell(for: indexPath, dequeuedAs: registration.reuseIdentifier)
        // The existing cell came through this registration: it is a `Cell`.
        let cell = existing.flatMap { $0 as? Cell } ?? Cell(standInDequeueWithReuseIdentifier: registration.reuseIdentifier)
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
    /// `func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary`:
    /// a view of the registration's class and kind, given to its handler;
    /// a registration made inside a provider stops the program, as for cells.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        guard !registration.isMadeInsideAProvider else {
            preconditionFailure(
                "a supplementary view was dequeued using a registration that was created inside a provider; "
                    + "registrations should be created up front and reused")
        }
        let view = Supplementary(standInDequeueWithReuseIdentifier: "\(Supplementary.self)")
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// Not UIKit's: asks the data source for the cell at `indexPath`, as
    /// UIKit does when the item comes on screen, so that a registration
    /// made meanwhile is known to be made inside a cell provider, and shows
    /// it there, so that `reconfigureItems(at:)` finds it.
    @_spi(StandInDequeue) public func standInCellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        UICollectionView.standInRequestsInProgress += 1
        defer { UICollectionView.standInRequestsInProgress -= 1 }
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return nil }
        cellsOnScreen[indexPath] = cell
        return cell
    }

    /// Not UIKit's: asks the data source for a supplementary view, as
    /// `standInCellForItem(at:)` asks for a cell.
    @_spi(StandInDequeue) public func standInSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        UICollectionView.standInRequestsInProgress += 1
        defer { UICollectionView.standInRequestsInProgress -= 1 }
        return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
}

/// The SDK's interface: `@available(*, unavailable) extension UICollectionView.CellRegistration : Sendable`.
@available(*, unavailable)
extension UICollectionView.CellRegistration: Sendable {}

/// The same for `SupplementaryRegistration`.
@available(*, unavailable)
extension UICollectionView.SupplementaryRegistration: Sendable {}
