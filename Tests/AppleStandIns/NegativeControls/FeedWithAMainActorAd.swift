// Negative control, type-checked with Examples/Feed.swift alone in an app
// target whose default isolation is MainActor: the Feed's external `Ad`
// declared as a new Xcode 26 target declares it, without `nonisolated`
// (its computed `identity` is then main-actor isolated),
// and the cell classes the spec names. The generated enum uses `Ad`
// from any isolation, so this must fail, once, at the generated line whose
// comment names the fix.
import ItemizeRuntime
import UIKit

public struct Ad: IdentifiableType, Equatable, Sendable {
    public var id: Int
    public var identity: Int { id }
}

public final class CardCell: UITableViewCell {}

public final class AdCell: UITableViewCell {}

public final class CardTileCell: UICollectionViewCell {}

public final class AdTileCell: UICollectionViewCell {}
