// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/TableViewSectionedDataSource.swift
// (iOS): the typealiases, the initialiser and the members an app calls.
// The real class also conforms to UITableViewDataSource, which makes it
// main-actor isolated; that conformance is left out here (nothing checked
// relies on it) and the isolation is written out.
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
    ) { fatalError() }

    open var sectionModels: [Section] { fatalError() }

    open subscript(section: Int) -> Section { fatalError() }

    open subscript(indexPath: IndexPath) -> Item { fatalError() }

    open func model(at indexPath: IndexPath) throws -> Any { fatalError() }

    open func setSections(_ sections: [Section]) { fatalError() }

    open var configureCell: ConfigureCell {
        get { fatalError() }
        set { fatalError() }
    }
}
