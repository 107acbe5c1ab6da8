#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Updating the table: applying new sections, following an array, and
    // what the table asks its adapter while it applies a batch.

    extension TableViewDataSource: TableViewAdapting {
        /// Shows `sections` in `tableView`, animated stage by stage when the
        /// table is in a window and shows this data, else by reloading;
        /// changed rows are reconfigured and changed headers configured
        /// again in place unless `updateStyle` is `.reload`. While a drop is
        /// in progress (`hasUncommittedUpdates`), or a move the data source
        /// was told of (`data.beginInteractiveMove()`), the update is held
        /// until it ends, never reloaded.
        ///
        /// ```swift
        /// dataSource.apply(sections, to: tableView) {
        ///     tableView.scrollToRow(at: firstUnread, at: .top, animated: true)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - sections: What the table should show.
        ///   - tableView: The table whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - updateStyle: How to show changed rows and headers; nil for
        ///     `data.updateStyle`.
        ///   - completion: Called once the table shows `sections` (or newer
        ///     data) and its animations have finished.
        /// - Complexity: That of `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`.
        public func apply(
            _ sections: [Section], to tableView: UITableView, animated: Bool = true,
            updateStyle: UpdateStyle? = nil, completion: (() -> Void)? = nil
        ) {
            data.apply(sections, to: tableView, animated: animated, updateStyle: updateStyle, completion: completion)
        }

        /// Shows `sections` in `tableView` as `apply(_:to:animated:updateStyle:completion:)`
        /// does, and returns once the table shows them (or newer data) and
        /// its animations have finished.
        ///
        /// - Parameters:
        ///   - sections: What the table should show.
        ///   - tableView: The table whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - updateStyle: How to show changed rows and headers; nil for
        ///     `data.updateStyle`.
        public func apply(
            _ sections: [Section], to tableView: UITableView, animated: Bool = true, updateStyle: UpdateStyle? = nil
        ) async {
            await data.apply(sections, to: tableView, animated: animated, updateStyle: updateStyle)
        }

        /// Shows `array` in `tableView` from now on, each of its changesets
        /// as one batch, with no diff: see
        /// `SectionedDataSource.bind(_:to:updateStyle:)`.
        ///
        /// ```swift
        /// dataSource.bind(feed, to: tableView)
        /// ```
        ///
        /// - Parameters:
        ///   - array: The sections to follow.
        ///   - tableView: The table whose data source this is.
        ///   - updateStyle: How to show changed rows and headers; nil for
        ///     `data.updateStyle`.
        /// - Returns: The observation, for `array.removeObserver(_:)`.
        @discardableResult
        public func bind(
            _ array: SectionedArray<Section>, to tableView: UITableView, updateStyle: UpdateStyle? = nil
        ) -> ObservationToken {
            data.bind(array, to: tableView, updateStyle: updateStyle)
        }

        /// Configures the visible header and footer views of `sections`
        /// again through `reconfigureHeaderView` and `reconfigureFooterView`;
        /// false while a title closure is set or neither of them is.
        ///
        /// - Complexity: O(*s*) for *s* sections.
        func reconfigureHeadersAndFooters(ofSections sections: [Int], in tableView: UITableView) -> Bool {
            guard titleForHeader == nil, titleForFooter == nil,
                reconfigureHeaderView != nil || reconfigureFooterView != nil
            else { return false }
            for index in sections {
                guard let section = data.section(at: index) else { continue }
                if let reconfigureHeaderView, let view = tableView.headerView(forSection: index) {
                    reconfigureHeaderView(view, section)
                }
                if let reconfigureFooterView, let view = tableView.footerView(forSection: index) {
                    reconfigureFooterView(view, section)
                }
            }
            return true
        }
    }

    extension TableViewDataSource where Section: Sendable {
        /// Shows `sections` in `tableView` as `apply(_:to:animated:updateStyle:completion:)`
        /// does, with the diff computed off the main actor: see
        /// `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`,
        /// which says what happens when the data changes while it runs.
        ///
        /// - Parameters:
        ///   - sections: What the view should show.
        ///   - tableView: The view whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - updateStyle: How to show changed rows and sections; nil for
        ///     `data.updateStyle`.
        ///   - completion: Called once the view shows `sections` (or newer
        ///     data) and its animations have finished.
        /// - Complexity: That of `SectionedDataSource.applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`:
        ///   the diff, O(*n*) expected, runs off the main actor.
        public func applyDiffingOffMainActor(
            _ sections: [Section], to tableView: UITableView, animated: Bool = true,
            updateStyle: UpdateStyle? = nil, completion: (() -> Void)? = nil
        ) {
            data.applyDiffingOffMainActor(
                sections, to: tableView, animated: animated, updateStyle: updateStyle, completion: completion)
        }

        /// Shows `sections` in `tableView` with the diff computed off the
        /// main actor, as `applyDiffingOffMainActor(_:to:animated:updateStyle:completion:)`
        /// does, and returns once the view shows them (or newer data) and
        /// its animations have finished.
        ///
        /// ```swift
        /// await dataSource.applyDiffingOffMainActor(sections, to: tableView)
        /// ```
        ///
        /// - Parameters:
        ///   - sections: What the view should show.
        ///   - tableView: The view whose data source this is.
        ///   - animated: False to reload without animation.
        ///   - updateStyle: How to show changed rows and sections; nil for
        ///     `data.updateStyle`.
        public func applyDiffingOffMainActor(
            _ sections: [Section], to tableView: UITableView, animated: Bool = true,
            updateStyle: UpdateStyle? = nil
        ) async {
            await data.applyDiffingOffMainActor(sections, to: tableView, animated: animated, updateStyle: updateStyle)
        }
    }
#endif
