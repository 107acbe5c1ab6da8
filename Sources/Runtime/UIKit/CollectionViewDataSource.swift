#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A `UICollectionViewDataSource` over a `SectionedDataSource`: counts,
    /// cells, optional supplementary views, and a moving hook.
    ///
    /// ```swift
    /// FeedItem.CollectionCells.register(in: collectionView)
    /// let dataSource = CollectionViewDataSource<FeedSectionModel>(
    ///     configureCell: { collectionView, indexPath, item in
    ///         cells.cell(for: item, in: collectionView, at: indexPath)
    ///     })
    /// collectionView.dataSource = dataSource   // a weak reference: keep `dataSource`
    /// dataSource.apply(sections, to: collectionView)
    /// ```
    ///
    /// Moving is implemented only while `canMoveItem` is set:
    /// `responds(to:)` answers for the two moving methods accordingly, and
    /// UIKit asks which methods a data source implements when it is
    /// assigned, so set `canMoveItem` first, or assign the data source again
    /// after setting it.
    ///
    /// It never traps on an index path: UIKit only asks for paths within the
    /// counts it was given; a path outside them or without exactly two
    /// indices (a bug elsewhere), or a supplementary view the layout asks
    /// for without `configureSupplementaryView`, gets an empty view of a
    /// class it registers itself, and a message in debug builds. A
    /// supplementary view whose index path has one index (a compositional
    /// layout's global header or footer) belongs to no section, so it gets
    /// the empty view too.
    @MainActor
    public final class CollectionViewDataSource<Section: AnimatableSectionModelType>: NSObject,
        UICollectionViewDataSource, SectionedDataAdapter
    {
        /// Makes the cell for an item; a generated
        /// `CollectionCells.cell(for:in:at:)` fits as is.
        public typealias ConfigureCell = (UICollectionView, IndexPath, Section.Item) -> UICollectionViewCell
        /// Makes a supplementary view (a header or footer) of a kind for a
        /// section: the view, the kind, the index path and the section.
        public typealias ConfigureSupplementaryView =
            (UICollectionView, String, IndexPath, Section) -> UICollectionReusableView

        /// The data the collection view shows; apply new sections through it
        /// or through `apply(_:to:animated:updateStyle:completion:)`.
        public let data: SectionedDataSource<Section>
        /// Makes the cell for an item.
        public var configureCell: ConfigureCell
        /// Makes the supplementary views the layout asks for; set it when the
        /// layout has headers or footers.
        public var configureSupplementaryView: ConfigureSupplementaryView?
        /// Whether an item can be moved. Without it no item can: the
        /// collection view ignores attempts to reorder.
        public var canMoveItem: ((Section.Item, IndexPath) -> Bool)?
        /// Called after the user moved an item and `data` was updated to
        /// match: the item, its old and its new index path.
        public var didMoveItem: ((Section.Item, IndexPath, IndexPath) -> Void)?
        /// Configures a visible supplementary view again, in place, when only
        /// its section's own content changed (`isContentEqual(to:)` is false,
        /// its items are the same) and the update style is `.reconfigure`:
        /// the view `configureSupplementaryView` made, its kind, its index
        /// path and the new section. Make `configureSupplementaryView` call
        /// the same code after dequeuing. The section's items are left alone.
        ///
        /// Without it such a section is reloaded, items and all.
        public var reconfigureSupplementaryView: ((UICollectionReusableView, String, IndexPath, Section) -> Void)?
        /// The kinds of supplementary view the layout has asked for, whose
        /// visible views `reconfigureSupplementaryView` is given.
        private(set) var supplementaryKinds: Set<String> = []
        /// Whether an interactive movement begun through this adapter has
        /// not ended yet (CollectionViewDataSource+InteractiveMovement.swift).
        var isMovingItem = false

        /// Creates a data source.
        ///
        /// - Parameters:
        ///   - data: The data to show; a new, empty one by default.
        ///   - configureSupplementaryView: Makes headers and footers; none
        ///     by default.
        ///   - configureCell: Makes the cell for an item.
        public init(
            data: SectionedDataSource<Section> = SectionedDataSource(),
            configureSupplementaryView: ConfigureSupplementaryView? = nil,
            configureCell: @escaping ConfigureCell
        ) {
            self.data = data
            self.configureSupplementaryView = configureSupplementaryView
            self.configureCell = configureCell
            super.init()
        }

        /// The item at `indexPath`, typed: use it on a tap instead of
        /// reactive `modelSelected`.
        ///
        /// - Parameter indexPath: An item's index path.
        /// - Returns: The item, or nil when the path is outside the data or
        ///   does not have exactly two indices.
        /// - Complexity: O(1).
        public func item(at indexPath: IndexPath) -> Section.Item? {
            ItemPath(indexPath).flatMap(data.item(at:))
        }

        var adaptedData: AnyObject { data }

        /// Whether this object implements the method `aSelector` names:
        /// false for the moving methods while `canMoveItem` is not set, so
        /// that UIKit behaves as if they were missing.
        nonisolated public override func responds(to aSelector: Selector!) -> Bool {
            guard super.responds(to: aSelector) else { return false }
            // UIKit asks on the main thread; another thread gets the
            // answer for a data source with every closure set.
            guard Thread.isMainThread else { return true }
            return MainActor.assumeIsolated {
                switch aSelector {
                case CollectionViewDataSourceSelectors.canMove, CollectionViewDataSourceSelectors.move:
                    canMoveItem != nil
                default: true
                }
            }
        }

        /// The number of sections in `data`.
        public func numberOfSections(in collectionView: UICollectionView) -> Int {
            data.numberOfSections
        }

        /// The number of items in a section of `data`; 0 for a section it
        /// does not have.
        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            data.numberOfItems(inSection: section)
        }

        /// The configured cell for the item at `indexPath`.
        public func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            guard let path = ItemPath(indexPath) else {
                debugMessage("the collection view asked for a cell at \(indexPath), which is not an item's index path")
                return emptyCell(in: collectionView, at: indexPath)
            }
            do {
                return configureCell(collectionView, indexPath, try data.model(at: path))
            } catch {
                debugMessage("the collection view asked for a cell outside its data source, \(error)")
                return emptyCell(in: collectionView, at: indexPath)
            }
        }

        /// The supplementary view from `configureSupplementaryView`.
        public func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            supplementaryKinds.insert(kind)
            if let configureSupplementaryView, indexPath.count == 2, let section = data.section(at: indexPath[0]) {
                return configureSupplementaryView(collectionView, kind, indexPath, section)
            }
            debugMessage("no supplementary view of kind \(kind) at \(indexPath)")
            // Registered when first asked for: Apple's page asks only that a
            // class be registered before a view of it is dequeued.
            // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.fallbackIdentifier)
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        }

        /// Whether the item can be moved, from `canMoveItem`.
        public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            guard let item = item(at: indexPath), let canMoveItem else { return false }
            return canMoveItem(item, indexPath)
        }

        /// Moves the item in `data` the way the user moved it (the
        /// collection view has already moved it on screen), then calls
        /// `didMoveItem`.
        public func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath),
                let (moved, sections) = sectionsMovingItem(in: data.sections, from: source, to: destination)
            else { return }
            data.takeInteractiveMove(sections)
            didMoveItem?(moved, sourceIndexPath, destinationIndexPath)
        }

        /// An empty cell, for a path without an item: UIKit accepts only
        /// dequeued cells.
        private func emptyCell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
            return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        }

        /// The reuse identifier of the empty views returned on misuse.
        private static var fallbackIdentifier: String { "Itemize.empty" }
    }

    /// The Objective-C names of the optional `UICollectionViewDataSource`
    /// methods whose answers depend on a closure, from Apple's
    /// documentation pages: `#selector`s where the Objective-C runtime is,
    /// spelt out for the Linux stand-ins, as in `TableViewDataSourceSelectors`.
    enum CollectionViewDataSourceSelectors {
        #if _runtime(_ObjC)
            static let canMove = #selector(UICollectionViewDataSource.collectionView(_:canMoveItemAt:))
            static let move = #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:))
        #else
            static let canMove = Selector(("collectionView:canMoveItemAtIndexPath:"))
            static let move = Selector(("collectionView:moveItemAtIndexPath:toIndexPath:"))
        #endif
    }
#endif
