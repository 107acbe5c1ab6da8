// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/TableViewSectionedDataSource.swift
// (iOS): the typealiases, the initialiser and the members an app calls, with
// the bodies they have there: the data source holds the sections last given
// to `setSections`, and its subscripts read them. The real class also
// conforms to UITableViewDataSource, which makes it main-actor isolated; that
// conformance is left out here (a check asks the closures itself) and the
// isolation is written out.
import UIKit

@MainActor
open class TableViewSectionedDataSource<Section: SectionModelType>: NSObject {
    public typealias Item = Section.Item

    public typealias ConfigureCell = (TableViewSectionedDataSource<Section>, UITableView, IndexPath, Item) -> UITableViewCell
    public typealias TitleForHeaderInSection = (TableViewSectionedDataSource<Section>, Int) -> String?
    public typealias TitleForFooterInSection = (TableViewSectionedDataSource<Section>, Int) -> String?

    public init(
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
        titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil }
    ) {
        self.configureCell = configureCell
        self.titleForHeaderInSection = titleForHeaderInSection
        self.titleForFooterInSection = titleForFooterInSection
    }

    private var storedSections: [Section] = []

    open var sectionModels: [Section] { storedSections }

    open subscript(section: Int) -> Section { storedSections[section] }

    open subscript(indexPath: IndexPath) -> Item { storedSections[indexPath.section].items[indexPath.item] }

    open func model(at indexPath: IndexPath) throws -> Any { fatalError() }

    open func setSections(_ sections: [Section]) { storedSections = sections }

    open var configureCell: ConfigureCell

    open var titleForHeaderInSection: TitleForHeaderInSection

    open var titleForFooterInSection: TitleForFooterInSection
}
