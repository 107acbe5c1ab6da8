// What a user adds beside the generated Examples/Targets/FeedDifferentiator.swift:
// the external `Ad` item and the cell classes, with Differentiator alone.
import Differentiator
import UIKit

/// The spec's external item: the user's own struct.
nonisolated public struct Ad: IdentifiableType, Equatable, Sendable {
    public var id: Int
    public var identity: Int { id }
}

public final class CardCell: UITableViewCell {}
public final class AdCell: UITableViewCell {}
/// The collection view's cells: a collection view makes only `UICollectionViewCell`s.
public final class CardTileCell: UICollectionViewCell {}
public final class AdTileCell: UICollectionViewCell {}

/// Compiles only for sections RxDataSources' animated data sources accept.
func requireAnimatable<Section: AnimatableSectionModelType>(_ sections: [Section]) -> Int {
    sections.count
}

let feedSectionCount = requireAnimatable([FeedSectionModel.day("Mon", [.card(Card(id: "1", title: "Hi", color: "red"))])])
