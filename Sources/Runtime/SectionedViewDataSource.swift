/// A view's data source that shows a `SectionedDataSource` in views of one
/// type, and so applies new sections to its view and binds it to an array
/// through `data`: UIKit's `TableViewDataSource` (for `UITableView`) and
/// `CollectionViewDataSource` (for `UICollectionView`) conform.
///
/// Every method forwards to `data`, the one place that updates the view;
/// what a view does with each batch is its `BatchUpdateTarget`
/// conformance. (AppKit's `CollectionViewDataSource` has methods of its own
/// without `updateStyle`, since AppKit's views reload what changed.)
///
/// ```swift
/// dataSource.apply(sections, to: tableView) {
///     tableView.scrollToRow(at: firstUnread, at: .top, animated: true)
/// }
/// dataSource.bind(feed, to: tableView)
/// ```
@MainActor public protocol SectionedViewDataSource: AnyObject {
    /// The sections the view shows.
    associatedtype Section: AnimatableSectionModelType
    /// The table or collection view whose data source this is.
    associatedtype ListView: BatchUpdateTarget

    /// The data the view shows.
    var data: SectionedDataSource<Section> { get }
}

extension SectionedViewDataSource {
    /// Shows `sections` in `view`, animated stage by stage when the view is
    /// in a window and shows this data, else by reloading; changed rows or
    /// items are reconfigured and changed headers, footers or
    /// supplementary views configured again in place unless `updateStyle`
    /// is `.reload`. While a drop is in progress (`hasUncommittedUpdates`),
    /// or a move the data source was told of (`data.beginInteractiveMove()`),
    /// the update is held until it ends, never reloaded.
    ///
    /// - Parameters:
    ///   - sections: What the view should show.
    ///   - view: The view whose data source this is.
    ///   - animated: False to reload without animation.
    ///   - updateStyle: How to show changed rows and sections; nil for
    ///     `data.updateStyle`.
    ///   - completion: Called once the view shows `sections` (or newer
    ///     data) and its animations have finished.
    /// - Complexity: That of `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`.
    public func apply(
        _ sections: [Section], to view: ListView, animated: Bool = true, updateStyle: UpdateStyle? = nil,
        completion: (() -> Void)? = nil
    ) {
        data.apply(sections, to: view, animated: animated, updateStyle: updateStyle, completion: completion)
    }

    /// Shows `sections` in `view` as `apply(_:to:animated:updateStyle:completion:)`
    /// does, and returns once the view shows them (or newer data) and its
    /// animations have finished.
    ///
    /// - Parameters:
    ///   - sections: What the view should show.
    ///   - view: The view whose data source this is.
    ///   - animated: False to reload without animation.
    ///   - updateStyle: How to show changed rows and sections; nil for
    ///     `data.updateStyle`.
    /// - Complexity: That of `SectionedDataSource.apply(_:to:animated:updateStyle:)`.
    public func apply(
        _ sections: [Section], to view: ListView, animated: Bool = true, updateStyle: UpdateStyle? = nil
    ) async {
        await data.apply(sections, to: view, animated: animated, updateStyle: updateStyle)
    }

    /// Shows `array` in `view` from now on, each of its changesets as one
    /// batch, with no diff: see `SectionedDataSource.bind(_:to:updateStyle:)`.
    ///
    /// - Parameters:
    ///   - array: The sections to follow.
    ///   - view: The view whose data source this is.
    ///   - updateStyle: How to show changed rows and sections; nil for
    ///     `data.updateStyle`.
    /// - Returns: The observation, for `array.removeObserver(_:)`.
    /// - Complexity: That of `SectionedDataSource.bind(_:to:updateStyle:)`.
    @discardableResult
    public func bind(_ array: SectionedArray<Section>, to view: ListView, updateStyle: UpdateStyle? = nil) -> ObservationToken {
        data.bind(array, to: view, updateStyle: updateStyle)
    }
}

extension SectionedViewDataSource where Section: Sendable {
    /// Shows `sections` in `view` as `apply(_:to:animated:updateStyle:completion:)`
    /// does, with the diff computed off the main actor: see
    /// `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`,
    /// which says what happens when the data changes while it runs.
    ///
    /// - Parameters:
    ///   - sections: What the view should show.
    ///   - view: The view whose data source this is.
    ///   - animated: False to reload without animation.
    ///   - updateStyle: How to show changed rows and sections; nil for
    ///     `data.updateStyle`.
    ///   - completion: Called once the view shows `sections` (or newer
    ///     data) and its animations have finished.
    /// - Complexity: That of `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`:
    ///   the diff, O(*n*) expected, runs off the main actor.
    public func applyDiffingOffMainActor(
        _ sections: [Section], to view: ListView, animated: Bool = true, updateStyle: UpdateStyle? = nil,
        completion: (() -> Void)? = nil
    ) {
        data.applyDiffingOffMainActor(sections, to: view, animated: animated, updateStyle: updateStyle, completion: completion)
    }

    /// Shows `sections` in `view` with the diff computed off the main
    /// actor, as `applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`
    /// does, and returns once the view shows them (or newer data) and its
    /// animations have finished.
    ///
    /// ```swift
    /// await dataSource.applyDiffingOffMainActor(sections, to: tableView)
    /// ```
    ///
    /// - Parameters:
    ///   - sections: What the view should show.
    ///   - view: The view whose data source this is.
    ///   - animated: False to reload without animation.
    ///   - updateStyle: How to show changed rows and sections; nil for
    ///     `data.updateStyle`.
    /// - Complexity: That of `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:)`.
    public func applyDiffingOffMainActor(
        _ sections: [Section], to view: ListView, animated: Bool = true, updateStyle: UpdateStyle? = nil
    ) async {
        await data.applyDiffingOffMainActor(sections, to: view, animated: animated, updateStyle: updateStyle)
    }
}
