// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/UI+SectionedViewType.swift
// (the table's half): a changeset turned into the table's batch calls, in the
// library's order, each with its animation from the configuration.
import Foundation
import UIKit

extension UITableView {
    /// Calls the table's delete, insert, move and reload methods for `changes`.
    public func batchUpdates<Section>(_ changes: Changeset<Section>, animationConfiguration: AnimationConfiguration) {
        deleteSections(IndexSet(changes.deletedSections), with: animationConfiguration.deleteAnimation)
        insertSections(IndexSet(changes.insertedSections), with: animationConfiguration.insertAnimation)
        for (from, to) in changes.movedSections {
            moveSection(from, toSection: to)
        }
        deleteRows(at: changes.deletedItems.map(Self.indexPath), with: animationConfiguration.deleteAnimation)
        insertRows(at: changes.insertedItems.map(Self.indexPath), with: animationConfiguration.insertAnimation)
        reloadRows(at: changes.updatedItems.map(Self.indexPath), with: animationConfiguration.reloadAnimation)
        for (from, to) in changes.movedItems {
            moveRow(at: Self.indexPath(from), to: Self.indexPath(to))
        }
    }

    private static func indexPath(_ path: ItemPath) -> IndexPath {
        IndexPath(row: path.itemIndex, section: path.sectionIndex)
    }
}
