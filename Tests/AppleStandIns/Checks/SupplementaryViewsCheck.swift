// Asks the generated `ShelfSection.CollectionHeaders` of
// Tests/GeneratorTests/Fixtures/SectionViews.itemize.json, through the entry
// point of one target, for the supplementary views a layout can ask for that
// the spec describes none of: a badge (a kind other than header and footer),
// a compositional layout's global header (an index path with one index, of
// no section), and a header of a section without a header view or of a
// section the data source does not show. Each must come back as a view: the
// UIKit stand-in traps, as UIKit raises, on dequeuing a kind nothing was
// registered for, and a nil from the diffable provider is reported.
//
// Built with the spec's code generated for one target, selected by a
// compilation condition: ITEMIZE_TARGET (against ItemizeRuntime, with its
// `CollectionViewDataSource`), DIFFABLE_TARGET, RXDATASOURCES_TARGET or
// DIFFERENCEKIT_TARGET; run by AppleTypeCheckTests and LibraryTypeCheckTests.
// Reports as check.swift says.
import UIKit
#if ITEMIZE_TARGET
    import ItemizeRuntime
#endif
#if RXDATASOURCES_TARGET
    import RxDataSources
#endif

/// A kind of supplementary view the spec knows nothing of.
let badgeKind = "badge"
/// The index path of a compositional layout's global header or footer.
let globalPath = IndexPath(index: 0)
/// The `plain` section's first item: it has neither header nor footer view.
let plainPath = IndexPath(item: 0, section: 2)
/// An index path past the last section.
let missingPath = IndexPath(item: 0, section: 9)

#if !DIFFERENCEKIT_TARGET
    /// The sections a data source shows: `shelf`, `more` and `plain`.
    @MainActor
    let sections: [ShelfSectionModel] = [
        ShelfSectionModel(model: .shelf(1), items: [.book(Book(isbn: "1", title: "One"))]),
        ShelfSectionModel(model: .more, items: [.default]),
        ShelfSectionModel(model: .plain, items: [.book(Book(isbn: "2", title: "Two"))]),
    ]
#endif

@main
enum SupplementaryViewsCheck {
    @MainActor
    static func main() {
        let headers = ShelfSection.CollectionHeaders(
            shelfHeader: { _, _ in }, shelfFooter: { _, _ in }, moreFooter: { _ in })
        checkHeaders(headers)
        #if ITEMIZE_TARGET
            checkRuntimeAdapter(headers)
        #elseif DIFFABLE_TARGET
            checkDiffableProvider(headers)
        #elseif RXDATASOURCES_TARGET
            checkRxDataSourcesClosure(headers)
        #endif
        finishChecks()
    }

    /// A collection view with the spec's views registered, as an app sets it up.
    @MainActor
    static func makeView() -> UICollectionView {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        ShelfSection.CollectionHeaders.register(in: view)
        return view
    }

    /// What every target shares: `view(ofKind:for:in:at:)` and `emptyView`.
    @MainActor
    static func checkHeaders(_ headers: ShelfSection.CollectionHeaders) {
        let view = makeView()
        let header = UICollectionView.elementKindSectionHeader
        _ = headers.view(ofKind: badgeKind, for: .plain, in: view, at: plainPath)
        _ = headers.view(ofKind: badgeKind, for: .shelf(1), in: view, at: IndexPath(item: 0, section: 0))
        _ = headers.view(ofKind: header, for: .plain, in: view, at: plainPath)
        _ = headers.view(ofKind: header, for: .more, in: view, at: IndexPath(item: 0, section: 1))
        _ = ShelfSection.CollectionHeaders.emptyView(ofKind: "global-header", in: view, at: globalPath)
        // Reaching this line is the check: the stand-in traps on an
        // unregistered kind.
        check(true, "CollectionHeaders returned every view")
    }

    #if ITEMIZE_TARGET
        /// ItemizeRuntime's adapter, with and without the generated views.
        @MainActor
        static func checkRuntimeAdapter(_ headers: ShelfSection.CollectionHeaders) {
            let view = makeView()
            let adapter = CollectionViewDataSource<ShelfSectionModel>(
                data: SectionedDataSource(sections: sections),
                configureSupplementaryView: { collectionView, kind, indexPath, section in
                    headers.view(ofKind: kind, for: section.model, in: collectionView, at: indexPath)
                },
                configureCell: { collectionView, indexPath, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "unused", for: indexPath)
                })
            let dataSource: any UICollectionViewDataSource = adapter
            for (kind, path) in [
                (badgeKind, plainPath), (UICollectionView.elementKindSectionHeader, globalPath), ("global-header", globalPath),
                (UICollectionView.elementKindSectionFooter, missingPath),
            ] {
                _ = dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: path)
            }
            check(true, "the adapter with CollectionHeaders returned every view")
            let bare = CollectionViewDataSource<ShelfSectionModel>(
                data: SectionedDataSource(sections: sections),
                configureCell: { collectionView, indexPath, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "unused", for: indexPath)
                })
            let bareSource: any UICollectionViewDataSource = bare
            _ = bareSource.collectionView(makeView(), viewForSupplementaryElementOfKind: badgeKind, at: plainPath)
            _ = bareSource.collectionView(makeView(), viewForSupplementaryElementOfKind: "global-header", at: globalPath)
            check(true, "the adapter without configureSupplementaryView returned every view")
        }
    #endif

    #if DIFFABLE_TARGET
        /// The generated `supplementaryViewProvider(for:)`, which UIKit lets
        /// return nil although it must not.
        @MainActor
        static func checkDiffableProvider(_ headers: ShelfSection.CollectionHeaders) {
            let view = makeView()
            let shownItems = ShelfItem.ShownItems()
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            var dataSource: UICollectionViewDiffableDataSource<ShelfSection, ShelfItem.Identity>? =
                UICollectionViewDiffableDataSource(collectionView: view) { collectionView, indexPath, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                }
            dataSource?.apply(shownItems.snapshot(showing: sections), animatingDifferences: false)
            guard let shown = dataSource else { return }
            let provider = headers.supplementaryViewProvider(for: shown)
            for (kind, path) in [
                (badgeKind, plainPath), (UICollectionView.elementKindSectionHeader, globalPath), ("global-header", globalPath),
                (UICollectionView.elementKindSectionHeader, plainPath), (UICollectionView.elementKindSectionFooter, missingPath),
            ] {
                check(provider(view, kind, path) != nil, "the provider returned nil for kind \(kind) at \(path)")
            }
            // The data source released while the view still asks.
            dataSource = nil
            check(
                provider(view, UICollectionView.elementKindSectionHeader, plainPath) != nil,
                "the provider returned nil once its data source was released")
        }
    #endif

    #if RXDATASOURCES_TARGET
        /// The generated `configureSupplementaryView()` for RxDataSources'
        /// collection data sources, whose subscript traps outside its sections.
        @MainActor
        static func checkRxDataSourcesClosure(_ headers: ShelfSection.CollectionHeaders) {
            let view = makeView()
            let dataSource = CollectionViewSectionedDataSource<ShelfSectionModel>(
                configureCell: { _, collectionView, indexPath, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "unused", for: indexPath)
                })
            dataSource.setSections(sections)
            let configure = headers.configureSupplementaryView()
            // The missing section first: reading it traps.
            for (kind, path) in [
                (UICollectionView.elementKindSectionFooter, missingPath), (badgeKind, plainPath), (UICollectionView.elementKindSectionHeader, globalPath), ("global-header", globalPath),
                (UICollectionView.elementKindSectionHeader, plainPath),
            ] {
                _ = configure(dataSource, view, kind, path)
            }
            check(true, "configureSupplementaryView returned every view")
        }
    #endif
}
