#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// An `NSCollectionViewDataSource` over a `SectionedDataSource`: counts
    /// and items.
    ///
    /// ```swift
    /// collectionView.register(CardItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier("card"))
    /// let dataSource = CollectionViewDataSource<FeedSectionModel>(
    ///     makeItem: { collectionView, indexPath, item in
    ///         let view = collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("card"), for: indexPath)
    ///         (view as? CardItem)?.show(item)
    ///         return view
    ///     })
    /// collectionView.dataSource = dataSource   // a weak reference: keep `dataSource`
    /// dataSource.apply(sections, to: collectionView)
    /// ```
    ///
    /// AppKit only asks for paths within the counts it was given; a path
    /// outside them or without exactly two indices (a bug elsewhere) gets an
    /// empty item and a message in debug builds, never a trap.
    @MainActor
    public final class CollectionViewDataSource<Section: AnimatableSectionModelType>: NSObject,
        NSCollectionViewDataSource, SectionedDataAdapter
    {
        /// Makes the collection view item for an item of the data.
        public typealias MakeItem = (NSCollectionView, IndexPath, Section.Item) -> NSCollectionViewItem

        /// The data the collection view shows; apply new sections through it
        /// or through `apply(_:to:animated:completion:)`.
        public let data: SectionedDataSource<Section>
        /// Makes the collection view item for an item of the data.
        public var makeItem: MakeItem

        /// Creates a data source.
        ///
        /// - Parameters:
        ///   - data: The data to show; a new, empty one by default.
        ///   - makeItem: Makes the collection view item for an item.
        public init(data: SectionedDataSource<Section> = SectionedDataSource(), makeItem: @escaping MakeItem) {
            self.data = data
            self.makeItem = makeItem
            super.init()
        }

        /// The item at `indexPath`, typed: use it on a selection.
        ///
        /// - Parameter indexPath: An item's index path.
        /// - Returns: The item, or nil when the path is outside the data or
        ///   does not have exactly two indices.
        /// - Complexity: O(1).
        public func item(at indexPath: IndexPath) -> Section.Item? {
            ItemPath(indexPath).flatMap(data.item(at:))
        }

        /// Shows `sections` in `collectionView`, in batches stage by stage
        /// when it is in a window and shows this data, else by reloading.
        ///
        /// - Parameters:
        ///   - sections: What the collection view should show.
        ///   - collectionView: The collection view whose data source this is.
        ///   - animated: False to reload.
        ///   - completion: Called once the view shows `sections` (or newer
        ///     data) and its animations have finished.
        /// - Complexity: That of `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`.
        public func apply(
            _ sections: [Section], to collectionView: NSCollectionView, animated: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            data.apply(sections, to: collectionView, animated: animated, completion: completion)
        }

        /// Shows `sections` in `collectionView` as `apply(_:to:animated:completion:)`
        /// does, and returns once the view shows them (or newer data).
        ///
        /// - Parameters:
        ///   - sections: What the collection view should show.
        ///   - collectionView: The collection view whose data source this is.
        ///   - animated: False to reload.
        public func apply(_ sections: [Section], to collectionView: NSCollectionView, animated: Bool = true) async {
            await data.apply(sections, to: collectionView, animated: animated)
        }

        /// Shows `array` in `collectionView` from now on, each of its
        /// changesets as one batch, with no diff: see
        /// `SectionedDataSource.bind(_:to:updateStyle:)`.
        ///
        /// - Parameters:
        ///   - array: The sections to follow.
        ///   - collectionView: The collection view whose data source this is.
        /// - Returns: The observation, for `array.removeObserver(_:)`.
        @discardableResult
        public func bind(_ array: SectionedArray<Section>, to collectionView: NSCollectionView) -> ObservationToken {
            data.bind(array, to: collectionView)
        }

        var adaptedData: AnyObject { data }

        /// The number of sections in `data`.
        public func numberOfSections(in collectionView: NSCollectionView) -> Int {
            data.numberOfSections
        }

        /// The number of items in a section of `data`; 0 for a section it
        /// does not have.
        public func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
            data.numberOfItems(inSection: section)
        }

        /// The collection view item for the item at `indexPath`.
        public func collectionView(
            _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
        ) -> NSCollectionViewItem {
            guard let path = ItemPath(indexPath) else {
                debugMessage("the collection view asked for an item at \(indexPath), which is not an item's index path")
                return emptyItem(in: collectionView, at: indexPath)
            }
            do {
                return makeItem(collectionView, indexPath, try data.model(at: path))
            } catch {
                debugMessage("the collection view asked for an item outside its data source, \(error)")
                return emptyItem(in: collectionView, at: indexPath)
            }
        }

        /// An empty item, for a path without an item: AppKit expects items
        /// made by the collection view.
        private func emptyItem(in collectionView: NSCollectionView, at indexPath: IndexPath) -> NSCollectionViewItem {
            let identifier = NSUserInterfaceItemIdentifier("Itemize.empty")
            collectionView.register(NSCollectionViewItem.self, forItemWithIdentifier: identifier)
            return collectionView.makeItem(withIdentifier: identifier, for: indexPath)
        }
    }

    extension CollectionViewDataSource where Section: Sendable {
        /// Shows `sections` in `collectionView` as `apply(_:to:animated:completion:)`
        /// does, with the diff computed off the main actor: see
        /// `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`,
        /// which says what happens when the data changes while it runs.
        ///
        /// - Parameters:
        ///   - sections: What the view should show.
        ///   - collectionView: The view whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - completion: Called once the view shows `sections` (or newer
        ///     data) and its animations have finished.
        /// - Complexity: That of `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`:
        ///   the diff, O(*n*) expected, runs off the main actor.
        public func applyDiffingOffMainActor(
            _ sections: [Section], to collectionView: NSCollectionView, animated: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            data.applyDiffingOffMainActor(sections, to: collectionView, animated: animated, completion: completion)
        }

        /// Shows `sections` in `collectionView` with the diff computed off the
        /// main actor, as `applyDiffingOffMainActor(_:to:animated:completion:)`
        /// does, and returns once the view shows them (or newer data) and
        /// its animations have finished.
        ///
        /// ```swift
        /// await dataSource.applyDiffingOffMainActor(sections, to: collectionView)
        /// ```
        ///
        /// - Parameters:
        ///   - sections: What the view should show.
        ///   - collectionView: The view whose data source this is.
        ///   - animated: False to reload without animation.
        public func applyDiffingOffMainActor(
            _ sections: [Section], to collectionView: NSCollectionView, animated: Bool = true
        ) async {
            await data.applyDiffingOffMainActor(sections, to: collectionView, animated: animated)
        }
    }
#endif
