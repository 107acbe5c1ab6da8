// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/CollectionViewSectionedDataSource.swift
// (iOS): the typealiases, the initialiser and the members an app calls.
// As for the table data source, the UICollectionViewDataSource conformance
// is left out and the main-actor isolation it brings is written out.
// It holds the sections it is given, as the real one does, so that
// Checks/SupplementaryViewsCheck.swift can call a generated
// `configureSupplementaryView` with it; it shows nothing.
import UIKit

@MainActor
open class CollectionViewSectionedDataSource<Section: SectionModelType>: NSObject {
    public typealias Item = Section.Item

    public typealias ConfigureCell = (CollectionViewSectionedDataSource<Section>, UICollectionView, IndexPath, Item) -> UICollectionViewCell
    public typealias ConfigureSupplementaryView = (CollectionViewSectionedDataSource<Section>, UICollectionView, String, IndexPath) -> UICollectionReusableView

    public init(
        configureCell: @escaping ConfigureCell,
        configureSupplementaryView: ConfigureSupplementaryView? = nil
    ) {}

    /// The sections set last.
    private var sections: [Section] = []

    open var sectionModels: [Section] { sections }

    /// Traps outside `sectionModels`, as the real subscript does.
    open subscript(section: Int) -> Section { sections[section] }

    open subscript(indexPath: IndexPath) -> Item { fatalError() }

    open func setSections(_ sections: [Section]) { self.sections = sections }
}
