/// The source and target of one benchmark scenario, as item numbers; the
/// caller turns numbers into Int or String identities.
struct Scenario {
    var name: String
    /// Sections as (section identity, [(item number, version)]).
    var source: [(Int, [(Int, Int)])]
    var target: [(Int, [(Int, Int)])]
}

/// One section of `count` items: `deleted` removed, `inserted` new ones at
/// random places, `shuffled` survivors moved to random places (S1, S2).
func makeFlatScenario(name: String, count: Int, deleted: Int, inserted: Int, shuffled: Int, seed: UInt64) -> Scenario {
    var generator = SplitMix64(seed: seed)
    let source = (0..<count).map { ($0, 0) }
    var survivors = Array(0..<count)
    survivors.shuffle(using: &generator)
    survivors.removeLast(deleted)
    // Sort keys: survivors keep their order unless shuffled; new items land anywhere.
    var keyed: [(key: Double, item: Int)] = []
    for (index, item) in survivors.enumerated() {
        let key = index < shuffled ? Double.random(in: 0..<Double(count), using: &generator) : Double(item)
        keyed.append((key, item))
    }
    for number in count..<(count + inserted) {
        keyed.append((Double.random(in: 0..<Double(count), using: &generator), number))
    }
    keyed.sort { $0.key < $1.key }
    return Scenario(name: name, source: [(0, source)], target: [(0, keyed.map { ($0.item, 0) })])
}

/// S3: 100 sections of 1,000 items; 10% of items deleted, 10% inserted, 2%
/// moved (half across sections), 5% updated; 5 sections deleted, 5
/// inserted with 1,000 items each, 3 sections moved.
func makeSectionedScenario(seed: UInt64) -> Scenario {
    var generator = SplitMix64(seed: seed)
    let sectionCount = 100, perSection = 1_000
    let source = (0..<sectionCount).map { section in
        (section, (0..<perSection).map { (section * perSection + $0, 0) })
    }
    var order = Array(0..<sectionCount)
    order.shuffle(using: &generator)
    let deletedSections = Set(order.prefix(5))
    var surviving = (0..<sectionCount).filter { !deletedSections.contains($0) }

    // Keyed items per surviving section, keys keep the source order.
    var keyed: [Int: [(key: Double, item: Int, version: Int)]] = [:]
    for section in surviving {
        keyed[section] = (0..<perSection).map { (Double($0), section * perSection + $0, 0) }
    }
    let total = surviving.count * perSection
    func randomSection() -> Int { surviving.randomElement(using: &generator)! }
    // Deletes.
    for _ in 0..<(total / 10) {
        let section = randomSection()
        if !keyed[section]!.isEmpty { keyed[section]!.remove(at: Int.random(in: keyed[section]!.indices, using: &generator)) }
    }
    // Updates.
    for _ in 0..<(total / 20) {
        let section = randomSection()
        let index = Int.random(in: keyed[section]!.indices, using: &generator)
        keyed[section]![index].version += 1
    }
    // Moves: half inside their section, half to another section.
    for move in 0..<(total / 50) {
        let from = randomSection()
        let index = Int.random(in: keyed[from]!.indices, using: &generator)
        var entry = keyed[from]!.remove(at: index)
        entry.key = Double.random(in: 0..<Double(perSection), using: &generator)
        keyed[move % 2 == 0 ? from : randomSection(), default: []].append(entry)
    }
    // Inserts.
    var fresh = sectionCount * perSection * 2
    for _ in 0..<(total / 10) {
        fresh += 1
        keyed[randomSection()]!.append((Double.random(in: 0..<Double(perSection), using: &generator), fresh, 0))
    }
    // Section moves and inserts.
    for _ in 0..<3 {
        let section = surviving.remove(at: Int.random(in: surviving.indices, using: &generator))
        surviving.insert(section, at: Int.random(in: 0...surviving.count, using: &generator))
    }
    var target: [(Int, [(Int, Int)])] = surviving.map { section in
        (section, keyed[section]!.sorted { $0.key < $1.key }.map { ($0.item, $0.version) })
    }
    for newSection in sectionCount..<(sectionCount + 5) {
        let items = (0..<perSection).map { (newSection * perSection + $0 + sectionCount * perSection * 3, 0) }
        target.insert((newSection, items), at: Int.random(in: 0...target.count, using: &generator))
    }
    return Scenario(name: "S3", source: source, target: target)
}
