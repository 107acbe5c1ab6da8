import ItemizeRuntime

/// A benchmark item: an identity and a content version.
struct BenchItem<ID: Hashable>: IdentifiableType, Equatable {
    var id: ID
    var version: Int
    var identity: ID { id }
}

/// The flat list's section header.
struct BenchHeader: IdentifiableType, Equatable {
    var id: Int
    var identity: Int { id }
}

typealias FlatSection<ID: Hashable> = AnimatableSectionModel<BenchHeader, BenchItem<ID>>
typealias BenchOutline<ID: Hashable> = Outline<BenchHeader, BenchItem<ID>>
