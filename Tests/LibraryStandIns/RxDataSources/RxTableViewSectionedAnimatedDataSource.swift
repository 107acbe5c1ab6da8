// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/RxTableViewSectionedAnimatedDataSource.swift
// and RxCollectionViewSectionedAnimatedDataSource.swift (iOS): the animated
// data sources need AnimatableSectionModelType sections. Only the parameters
// an app passes here are declared; the others have defaults in the library.
//
// The table's `tableView(_:observedEvent:)`, which RxCocoa's
// `rx.items(dataSource:)` calls with each new list, does what the
// library's does: the first list and a table outside a window are set and
// reloaded; later lists are diffed, and each changeset is applied in its own
// batch update that first sets that changeset's sections. The data source
// never sets the new list itself, so it keeps what the last changeset held,
// and nothing when the diff gives none. A diff error goes to
// `rxDebugFatalError` and the new list is set and reloaded.
//
// The library is built in the Swift 5 language mode, where its main-actor
// class conforms to RxCocoa's nonisolated `RxTableViewDataSourceType`; in
// Swift 6 that conformance is written `@preconcurrency`.
import RxCocoa
import RxSwift
import UIKit

open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
    TableViewSectionedDataSource<Section>, @preconcurrency RxTableViewDataSourceType
{
    public typealias Element = [Section]
    public typealias DecideViewTransition = (TableViewSectionedDataSource<Section>, UITableView, [Changeset<Section>]) -> ViewTransition

    /// The row animations of the batch updates.
    public var animationConfiguration: AnimationConfiguration

    /// Whether a list's changesets are animated or the table is reloaded.
    public var decideViewTransition: DecideViewTransition

    public init(
        animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
        decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
        titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil }
    ) {
        self.animationConfiguration = animationConfiguration
        self.decideViewTransition = decideViewTransition
        super.init(
            configureCell: configureCell,
            titleForHeaderInSection: titleForHeaderInSection,
            titleForFooterInSection: titleForFooterInSection)
    }

    private var dataSet = false

    /// Shows the list of a `.next` event; RxCocoa's binding calls it.
    open func tableView(_ tableView: UITableView, observedEvent: Event<Element>) {
        guard case .next(let newSections) = observedEvent else { return }
        guard dataSet, tableView.window != nil else {
            dataSet = true
            setSections(newSections)
            tableView.reloadData()
            return
        }
        do {
            let differences = try Diff.differencesForSectionedView(initialSections: sectionModels, finalSections: newSections)
            switch decideViewTransition(self, tableView, differences) {
            case .animated:
                for difference in differences {
                    tableView.performBatchUpdates({
                        self.setSections(difference.finalSections)
                        tableView.batchUpdates(difference, animationConfiguration: self.animationConfiguration)
                    }, completion: nil)
                }
            case .reload:
                setSections(newSections)
                tableView.reloadData()
            }
        } catch {
            rxDebugFatalError(error)
            setSections(newSections)
            tableView.reloadData()
        }
    }
}

open class RxCollectionViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
    CollectionViewSectionedDataSource<Section>
{
    public override init(
        configureCell: @escaping ConfigureCell,
        configureSupplementaryView: ConfigureSupplementaryView? = nil
    ) { fatalError() }
}
