import ItemizeRuntime

/// A benchmark item: an identity and a content version.
struct BenchItem<ID: Hashable>: IdentifiableType, Equatable {
    var id: ID
    var version: Int
    var identity: ID { id }
}

// Sendable for the diff off the main actor.
extension BenchItem: Sendable where ID: Sendable {}

/// A section header whose identity is an integer.
struct BenchHeader: IdentifiableType, Equatable {
    var id: Int
    var identity: Int { id }
}

typealias BenchSection<ID: Hashable> = AnimatableSectionModel<BenchHeader, BenchItem<ID>>

/// The sections of a scenario's shape, with identities made by `makeID`.
func benchSections<ID: Hashable>(_ shape: [(Int, [(Int, Int)])], makeID: (Int) -> ID) -> [BenchSection<ID>] {
    shape.map { header, items in
        BenchSection(model: BenchHeader(id: header), items: items.map { BenchItem(id: makeID($0.0), version: $0.1) })
    }
}

/// A fixed-seed generator, so every run diffs the same lists.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
