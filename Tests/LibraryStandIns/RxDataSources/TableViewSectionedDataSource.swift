// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/TableViewSectionedDataSource.swift
// (iOS): the typealiases, the initialiser and the members an app calls, with
// the bodies they have there: the data source holds the sections last given
// to `setSections`, and its subscripts read them, and its UITableViewDataSource
// methods answer from them and its closures, as the library's do.
import UIKit

@MainActor
open class TableViewSectionedDataSource<Section: SectionModelType>: NSObject, UITableViewDataSource {
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

    open func numberOfSections(in tableView: UITableView) -> Int { storedSections.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        storedSections[section].items.count
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configureCell(self, tableView, indexPath, self[indexPath])
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titleForHeaderInSection(self, section)
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        titleForFooterInSection(self, section)
    }
}
