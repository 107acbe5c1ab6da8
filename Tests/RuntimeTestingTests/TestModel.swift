import ItemizeRuntime
import ItemizeTesting

/// A row of the test lists: an identity and a content version, so a stale
/// cell (right identity, old version) is visible.
struct TestItem: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    var id: String
    var version: Int

    init(_ id: String, _ version: Int = 1) {
        self.id = id
        self.version = version
    }

    var identity: String { id }
    var description: String { version == 1 ? id : "\(id)#\(version)" }
}

typealias TestSection = AnimatableSectionModel<String, TestItem>
typealias Simulator = BatchUpdateSimulator<TestSection>

/// A section named `name` holding rows written as "a" or "a#2" (identity a, version 2).
func section(_ name: String, _ rows: [String]) -> TestSection {
    TestSection(model: name, items: rows.map { row in
        let parts = row.split(separator: "#")
        return TestItem(String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
    })
}

/// `ItemPath(section:item:)`, short.
func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
}

/// What a simulator shows, written as the input of `section(_:_:)`.
func rows(_ sections: [TestSection]) -> [[String]] {
    sections.map { [$0.model] + $0.items.map(\.description) }
}

/// A small deterministic generator (SplitMix64), so random tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
