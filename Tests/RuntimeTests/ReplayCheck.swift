import ItemizeRuntime

/// Why a stage was rejected by `replay`.
struct ReplayFailure: Error, CustomStringConvertible {
    var description: String
}

/// Applies one stage to what a view shows, the way UIKit does (deletes,
/// moves, inserts; untouched rows keep their order and fill the free slots;
/// moved rows keep the content they showed), and rejects what UIKit or the
/// strict rules reject. An independent check, kept small: it only knows
/// reloads that share their batch with nothing that shifts indices.
func replay(_ stage: Changeset<TestSection>, on shown: [TestSection]) throws(ReplayFailure) -> [TestSection] {
    func fail(_ message: String) throws(ReplayFailure) -> Never { throw ReplayFailure(description: message) }
    let after = stage.sections
    let hasMoves = !stage.movedItems.isEmpty || !stage.movedSections.isEmpty
    let hasReloads = !stage.updatedItems.isEmpty || !stage.updatedSections.isEmpty
    if hasReloads && hasMoves { try fail("reload in the same batch as a move") }
    let shifts = !stage.deletedSections.isEmpty || !stage.insertedSections.isEmpty
        || !stage.deletedItems.isEmpty || !stage.insertedItems.isEmpty
    if hasReloads && shifts { try fail("replay does not model reloads next to deletes or inserts") }

    // Sections.
    let deleted = stage.deletedSections, inserted = stage.insertedSections
    let movedFrom = stage.movedSections.map(\.from), movedTo = stage.movedSections.map(\.to)
    if Set(deleted).count != deleted.count || Set(inserted).count != inserted.count
        || Set(movedFrom).count != movedFrom.count || Set(movedTo).count != movedTo.count {
        try fail("a section index appears twice")
    }
    if !Set(deleted).isDisjoint(with: movedFrom) { try fail("delete and move of one section") }
    if !Set(inserted).isDisjoint(with: movedTo) { try fail("insert and move to one section") }
    if (deleted + movedFrom + stage.updatedSections).contains(where: { !shown.indices.contains($0) }) {
        try fail("section out of bounds before")
    }
    if (inserted + movedTo).contains(where: { !after.indices.contains($0) }) { try fail("section out of bounds after") }
    if shown.count + inserted.count - deleted.count != after.count { try fail("invalid number of sections") }

    var origin = [Int?](repeating: nil, count: after.count)   // before-index of each after-section
    var filled = [Bool](repeating: false, count: after.count)
    for index in inserted { filled[index] = true }
    for move in stage.movedSections { origin[move.to] = move.from; filled[move.to] = true }
    var free = filled.indices.filter { !filled[$0] }.makeIterator()
    for index in shown.indices where !deleted.contains(index) && !movedFrom.contains(index) {
        guard let slot = free.next() else { try fail("invalid number of sections") }
        origin[slot] = index
    }

    // Strict: items only in sections that neither move nor appear nor vanish nor reload.
    let frozenBefore = Set(deleted + movedFrom + stage.updatedSections)
    let frozenAfter = Set(inserted + movedTo + stage.updatedSections)
    let itemSourcesBefore = stage.deletedItems + stage.updatedItems + stage.movedItems.map(\.from)
    let itemTargetsAfter = stage.insertedItems + stage.movedItems.map(\.to)
    if itemSourcesBefore.contains(where: { frozenBefore.contains($0.section) })
        || itemTargetsAfter.contains(where: { frozenAfter.contains($0.section) }) {
        try fail("item operation in a deleted, inserted, moved or reloaded section")
    }
    if Set(itemSourcesBefore).count != itemSourcesBefore.count { try fail("an item path appears twice (before)") }
    if Set(itemTargetsAfter).count != itemTargetsAfter.count { try fail("an item path appears twice (after)") }
    for path in itemSourcesBefore where !(shown.indices.contains(path.section)
        && shown[path.section].items.indices.contains(path.item)) {
        try fail("item \(path) out of bounds before")
    }
    for path in itemTargetsAfter where !(after.indices.contains(path.section)
        && after[path.section].items.indices.contains(path.item)) {
        try fail("item \(path) out of bounds after")
    }

    // Items, section by section.
    var result: [TestSection] = []
    for index in after.indices {
        guard let before = origin[index] else {
            result.append(after[index])
            continue
        }
        if stage.updatedSections.contains(before) {
            if before != index { try fail("section reload moved") }
            result.append(after[index])
            continue
        }
        let leaving = Set(stage.deletedItems.filter { $0.section == before }.map(\.item)
            + stage.movedItems.filter { $0.from.section == before }.map(\.from.item))
        let expectedCount = after[index].items.count
        var rows = [Row?](repeating: nil, count: expectedCount)
        for path in stage.insertedItems where path.section == index { rows[path.item] = after[index].items[path.item] }
        for move in stage.movedItems where move.to.section == index {
            rows[move.to.item] = shown[move.from.section].items[move.from.item]
        }
        var slots = rows.indices.filter { rows[$0] == nil }.makeIterator()
        for item in shown[before].items.indices where !leaving.contains(item) {
            guard let slot = slots.next() else { try fail("invalid number of rows in section \(index)") }
            rows[slot] = shown[before].items[item]
        }
        if slots.next() != nil { try fail("invalid number of rows in section \(index)") }
        for path in stage.updatedItems where path.section == before {
            if rows[path.item]?.identity != after[index].items[path.item].identity {
                try fail("reload changes the identity of \(path)")
            }
            rows[path.item] = after[index].items[path.item]
        }
        result.append(TestSection(original: shown[before], items: rows.map { $0! }))
    }
    return result
}

/// nil when `shown` equals `expected` (identities, item content and section
/// content), else the first difference.
func difference(_ shown: [TestSection], _ expected: [TestSection]) -> String? {
    if shown.map(\.identity) != expected.map(\.identity) {
        return "sections \(shown.map(\.identity)) != \(expected.map(\.identity))"
    }
    for index in shown.indices {
        if shown[index].model != expected[index].model { return "section \(index): stale header" }
        if shown[index].items != expected[index].items {
            return "section \(index): \(shown[index].items) != \(expected[index].items)"
        }
    }
    return nil
}

/// nil when `stages` replay on `replay` from `source` to `target`, each
/// stage ending at its own `sections`, and, when no identity repeats, when
/// no stage deletes or inserts an item that stays among the sections that
/// survive (a move the diff missed); else the first failure.
func stagesFailure(_ stages: StagedChangeset<TestSection>, from source: [TestSection], to target: [TestSection]) -> String? {
    // Where each item stays, in a section present before and after; an item
    // of a section deleted or inserted goes with its section.
    var sectionBefore: [Int: String] = [:], sectionAfter: [Int: String] = [:]
    if duplicateIdentities(in: source).isEmpty && duplicateIdentities(in: target).isEmpty {
        let sourceSections = Set(source.map(\.identity)), targetSections = Set(target.map(\.identity))
        for section in source where targetSections.contains(section.identity) {
            for item in section.items { sectionBefore[item.identity] = section.identity }
        }
        for section in target where sourceSections.contains(section.identity) {
            for item in section.items { sectionAfter[item.identity] = section.identity }
        }
    }
    func missedMove(_ identity: Int, _ operation: String) -> String? {
        guard let before = sectionBefore[identity], let after = sectionAfter[identity] else { return nil }
        return "missed move: item \(identity) goes from section \(before) to \(after), but is \(operation)"
    }

    var shown = source
    for (index, stage) in stages.enumerated() {
        if stage.isEmpty { return "empty stage \(index)" }
        for path in stage.deletedItems
        where shown.indices.contains(path.section) && shown[path.section].items.indices.contains(path.item) {
            if let failure = missedMove(shown[path.section].items[path.item].identity, "deleted") { return failure }
        }
        for path in stage.insertedItems
        where stage.sections.indices.contains(path.section) && stage.sections[path.section].items.indices.contains(path.item) {
            if let failure = missedMove(stage.sections[path.section].items[path.item].identity, "inserted") {
                return failure
            }
        }
        do {
            shown = try replay(stage, on: shown)
        } catch {
            return "stage \(index) rejected: \(error)"
        }
        if let difference = difference(shown, stage.sections) { return "after stage \(index): \(difference)" }
    }
    if let difference = difference(shown, target) { return "at the end: \(difference)" }
    return nil
}
