// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/RxTableViewSectionedAnimatedDataSource.swift
// and RxCollectionViewSectionedAnimatedDataSource.swift (iOS): the animated
// data sources need AnimatableSectionModelType sections. Only the parameters
// an app passes here are declared; the others have defaults in the library.
import UIKit

open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
    TableViewSectionedDataSource<Section>
{
    public override init(
        configureCell: @escaping ConfigureCell,
        titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
        titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil }
    ) { fatalError() }
}

open class RxCollectionViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
    CollectionViewSectionedDataSource<Section>
{
    public override init(
        configureCell: @escaping ConfigureCell,
        configureSupplementaryView: ConfigureSupplementaryView? = nil
    ) { fatalError() }
}
