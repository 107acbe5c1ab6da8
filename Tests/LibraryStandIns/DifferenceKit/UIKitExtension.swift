// Stand-in for ra1028/DifferenceKit Sources/Extensions/UIKitExtension.swift
// (iOS and tvOS): the one-animation `reload` of each view.
#if canImport(UIKit)
import UIKit

extension UITableView {
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        with animation: @autoclosure () -> RowAnimation,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void
    ) { fatalError() }
}

extension UICollectionView {
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void
    ) { fatalError() }
}
#endif
