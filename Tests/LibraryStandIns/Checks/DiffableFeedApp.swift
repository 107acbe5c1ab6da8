// What the diffable feed's checks share, beside the generated
// Examples/Targets/FeedDiffable.swift: the cell classes its spec names and
// its external item.
import UIKit

/// The spec's cell classes, which the generated cell helpers name.
public final class CardCell: UITableViewCell {}
public final class AdCell: UITableViewCell {}
public final class CardTileCell: UICollectionViewCell {}
public final class AdTileCell: UICollectionViewCell {}

/// The spec's external item.
nonisolated public struct Ad: Equatable, Sendable {
    public var id: Int
    public var text: String
    public var identity: Int { id }
}
