// Negative control, type-checked with Examples/Targets/FeedRxDataSources.swift
// and its app: a table's animated data source given the collection view's
// cell closures, which configure collection cells and must not compile.
import RxDataSources
import UIKit

@MainActor
let tableOfCollectionCells = RxTableViewSectionedAnimatedDataSource<FeedSectionModel>(
    configureCell: FeedItem.CollectionCells(
        card: { _, _ in },
        banner: { _, _ in },
        ad: { _, _ in }
    ).configureCell())
