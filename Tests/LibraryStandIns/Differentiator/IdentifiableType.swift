// Stand-in for RxSwiftCommunity/RxDataSources Sources/Differentiator/IdentifiableType.swift:
// declarations only, never run.

/// What the animated data sources match items and sections by.
public protocol IdentifiableType {
    associatedtype Identity: Hashable

    var identity: Identity { get }
}
