import ItemizeRuntime

/// An item whose content (`version`) can change while its identity stays.
struct Row: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var version: Int = 0
    var identity: Int { id }
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// Section header data: `title` is content, `id` the identity.
struct Header: IdentifiableType, Equatable, Sendable {
    var id: String
    var title: String = ""
    var identity: String { id }
}

typealias TestSection = AnimatableSectionModel<Header, Row>

/// A section `id` holding rows with the given identities, all at version 0.
func section(_ id: String, _ rows: [Int], title: String = "") -> TestSection {
    TestSection(model: Header(id: id, title: title), items: rows.map { Row(id: $0) })
}

/// A section `id` holding the given rows.
func section(_ id: String, rows: [Row], title: String = "") -> TestSection {
    TestSection(model: Header(id: id, title: title), items: rows)
}

/// A fixed-seed generator, so a failing case can be reproduced from its seed.
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
