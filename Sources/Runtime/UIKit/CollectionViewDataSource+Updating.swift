#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Updating the collection view: applying new sections, following an
    // array, and what the view asks its adapter while it applies a batch.

    extension CollectionViewDataSource: CollectionViewAdapting {
        /// Shows `sections` in `collectionView`, animated stage by stage when
        /// it is in a window and shows this data, else by reloading; changed
        /// items are reconfigured and changed supplementary views configured
        /// again in place unless `updateStyle` is `.reload`. While a drop is
        /// in progress (`hasUncommittedUpdates`), or a move the data source
        /// was told of (`data.beginInteractiveMove()`), the update is held
        /// until it ends, never reloaded.
        ///
        /// - Parameters:
        ///   - sections: What the collection view should show.
        ///   - collectionView: The collection view whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - updateStyle: How to show changed items and sections; nil for
        ///     `data.updateStyle`.
        ///   - completion: Called once the view shows `sections` (or newer
        ///     data) and its animations have finished.
        /// - Complexity: That of `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`.
        public func apply(
            _ sections: [Section], to collectionView: UICollectionView, animated: Bool = true,
            updateStyle: UpdateStyle? = nil, completion: (() -> Void)? = nil
        ) {
            data.apply(sections, to: collectionView, animated: animated, updateStyle: updateStyle, completion: completion)
        }

        /// Shows `sections` in `collectionView` as
        /// `apply(_:to:animated:updateStyle:completion:)` does, and returns
        /// once the view shows them (or newer data) and its animations have
        /// finished.
        ///
        /// - Parameters:
        ///   - sections: What the collection view should show.
        ///   - collectionView: The collection view whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - updateStyle: How to show changed items and sections; nil for
        ///     `data.updateStyle`.
        public func apply(
            _ sections: [Section], to collectionView: UICollectionView, animated: Bool = true,
            updateStyle: UpdateStyle? = nil
        ) async {
            await data.apply(sections, to: collectionView, animated: animated, updateStyle: updateStyle)
        }

        /// Shows `array` in `collectionView` from now on, each of its
        /// changesets as one batch, with no diff: see
        /// `SectionedDataSource.bind(_:to:updateStyle:)`.
        ///
        /// - Parameters:
        ///   - array: The sections to follow.
        ///   - collectionView: The collection view whose data source this is.
        ///   - updateStyle: How to show changed items and sections; nil for
        ///     `data.updateStyle`.
        /// - Returns: The observation, for `array.removeObserver(_:)`.
        @discardableResult
        public func bind(
            _ array: SectionedArray<Section>, to collectionView: UICollectionView, updateStyle: UpdateStyle? = nil
        ) -> ObservationToken {
            data.bind(array, to: collectionView, updateStyle: updateStyle)
        }

        /// Configures the visible supplementary views of `sections`, of every
        /// kind the layout has asked for, again through
        /// `reconfigureSupplementaryView`; false while it is not set.
        ///
        /// - Complexity: O(*k* × *v*) for *k* kinds and *v* visible
        ///   supplementary views.
        func reconfigureSupplementaryViews(ofSections sections: [Int], in collectionView: UICollectionView) -> Bool {
            guard let reconfigureSupplementaryView else { return false }
            let updated = Set(sections)
            for kind in supplementaryKinds.sorted() {
                for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
                where indexPath.count == 2 && updated.contains(indexPath[0]) {
                    guard let section = data.section(at: indexPath[0]),
                        let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
                    else { continue }
                    reconfigureSupplementaryView(view, kind, indexPath, section)
                }
            }
            return true
        }
    }

    extension CollectionViewDataSource where Section: Sendable {
        /// Shows `sections` in `collectionView` as `apply(_:to:animated:updateStyle:completion:)`
        /// does, with the diff computed off the main actor: see
        /// `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`,
        /// which says what happens when the data changes while it runs.
        ///
        /// - Parameters:
        ///   - sections: What the view should show.
        ///   - collectionView: The view whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - updateStyle: How to show changed rows and sections; nil for
        ///     `data.updateStyle`.
        ///   - completion: Called once the view shows `sections` (or newer
        ///     data) and its animations have finished.
        /// - Complexity: That of `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`:
        ///   the diff, O(*n*) expected, runs off the main actor.
        public func applyDiffingOffMainActor(
            _ sections: [Section], to collectionView: UICollectionView, animated: Bool = true,
            updateStyle: UpdateStyle? = nil, completion: (() -> Void)? = nil
        ) {
            data.applyDiffingOffMainActor(
                sections, to: collectionView, animated: animated, updateStyle: updateStyle, completion: completion)
        }

        /// Shows `sections` in `collectionView` with the diff computed off the
        /// main actor, as `applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`
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
        ///   - updateStyle: How to show changed rows and sections; nil for
        ///     `data.updateStyle`.
        public func applyDiffingOffMainActor(
            _ sections: [Section], to collectionView: UICollectionView, animated: Bool = true,
            updateStyle: UpdateStyle? = nil
        ) async {
            await data.applyDiffingOffMainActor(sections, to: collectionView, animated: animated, updateStyle: updateStyle)
        }
    }
#endif
