// Negative control, type-checked with Examples/Targets/FeedDiffable.swift and
// its app: a snapshot whose section identifiers are Hashable but not
// Sendable, as the generated section enum would be without its
// conformance (public, as the generated enum is, so that Swift infers no
// Sendable). NSDiffableDataSourceSnapshot must reject them.
import UIKit

nonisolated public enum PlainSection: Hashable {
    case one
}

func emptySnapshot() -> NSDiffableDataSourceSnapshot<PlainSection, FeedItem.Identity> {
    NSDiffableDataSourceSnapshot()
}
