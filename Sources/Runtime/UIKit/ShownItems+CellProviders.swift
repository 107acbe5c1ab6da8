#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // The generated cell tables as a diffable data source's cell provider,
    // each cell configured with the current item of its identity.

    /// The reuse identifier of the empty cell of an identity no snapshot of
    /// `ShownItems` holds.
    private let unshownIdentifier = "Itemize.unshownItem"

    extension TableCellTable where CellItem: IdentifiableType & Equatable, CellItem.Identity: Sendable {
        /// These cells as a `UITableViewDiffableDataSource`'s cell provider,
        /// configured with the current item of each identity in `shown`. An
        /// identity `shown` does not hold (a snapshot made elsewhere) gets an
        /// empty cell, and a debug build of the runtime prints it.
        ///
        /// ```swift
        /// let dataSource = FeedSectionTableDataSource(tableView: tableView, cellProvider: cells.cellProvider(shown))
        /// ```
        public func cellProvider<Section>(
            _ shown: ShownItems<Section, CellItem>
        ) -> UITableViewDiffableDataSource<Section, CellItem.Identity>.CellProvider {
            { tableView, indexPath, identity in
                guard let item = shown[identity] else {
                    debugMessage("\(identity) is in no snapshot of ShownItems; make every snapshot with snapshot(showing:)")
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: unshownIdentifier)
                    return tableView.dequeueReusableCell(withIdentifier: unshownIdentifier, for: indexPath)
                }
                return self.cell(for: item, in: tableView, at: indexPath)
            }
        }
    }

    extension CollectionCellTable where CellItem: IdentifiableType & Equatable, CellItem.Identity: Sendable {
        /// These cells as a `UICollectionViewDiffableDataSource`'s cell
        /// provider, as `TableCellTable.cellProvider(_:)` says.
        public func cellProvider<Section>(
            _ shown: ShownItems<Section, CellItem>
        ) -> UICollectionViewDiffableDataSource<Section, CellItem.Identity>.CellProvider {
            { collectionView, indexPath, identity in
                guard let item = shown[identity] else {
                    debugMessage("\(identity) is in no snapshot of ShownItems; make every snapshot with snapshot(showing:)")
                    // Registering a class (not a `CellRegistration`) in a provider is allowed.
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: unshownIdentifier)
                    return collectionView.dequeueReusableCell(withReuseIdentifier: unshownIdentifier, for: indexPath)
                }
                return self.cell(for: item, in: collectionView, at: indexPath)
            }
        }
    }

    @available(iOS 14.0, tvOS 14.0, *)
    extension CellRegistrationTable where CellItem: IdentifiableType & Equatable, CellItem.Identity: Sendable {
        /// These registrations as a `UICollectionViewDiffableDataSource`'s
        /// cell provider, configured with the current item of each identity
        /// in `shown`: make the registrations once, then the data source with
        /// `cellProvider: registrations.cellProvider(shown)`. An identity
        /// `shown` does not hold gets an empty cell, and a debug build of the
        /// runtime prints it.
        public func cellProvider<Section>(
            _ shown: ShownItems<Section, CellItem>
        ) -> UICollectionViewDiffableDataSource<Section, CellItem.Identity>.CellProvider {
            // Made here, once, not in the provider, where UIKit forbids it.
            let empty = UICollectionView.CellRegistration<UICollectionViewCell, CellItem.Identity> { _, _, _ in }
            return { collectionView, indexPath, identity in
                guard let item = shown[identity] else {
                    debugMessage("\(identity) is in no snapshot of ShownItems; make every snapshot with snapshot(showing:)")
                    return collectionView.dequeueConfiguredReusableCell(using: empty, for: indexPath, item: identity)
                }
                return self.cell(for: item, in: collectionView, at: indexPath)
            }
        }
    }
#endif
