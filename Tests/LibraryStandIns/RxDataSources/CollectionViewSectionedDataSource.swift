// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/CollectionViewSectionedDataSource.swift
// (iOS): the typealiases, the initialiser and the members an app calls.
// As for the table data source, the UICollectionViewDataSource conformance
// is left out and the main-actor isolation it brings is written out.
import UIKit

@MainActor
open class CollectionViewSectionedDataSource<Section: SectionModelType>: NSObject {
    public typealias Item = Section.Item

    public typealias ConfigureCell = (CollectionViewSectionedDataSource<Section>, UICollectionView, IndexPath, Item) -> UICollectionViewCell
    public typealias ConfigureSupplementaryView = (CollectionViewSectionedDataSource<Section>, UICollectionView, String, IndexPath) -> UICollectionReusableView

    public init(
        configureCell: @escaping ConfigureCell,
        configureSupplementaryView: ConfigureSupplementaryView? = nil
    ) { fatalError() }

    open var sectionModels: [Section] { fatalError() }

    open subscript(section: Int) -> Section { fatalError() }

    open subscript(indexPath: IndexPath) -> Item { fatalError() }

    open func setSections(_ sections: [Section]) { fatalError() }
}
