// The sectioned diff: matching by identity, then five stages that UIKit
// accepts one by one.

extension StagedChangeset {
    /// Computes the stages that turn `source` into `target`.
    ///
    /// Sections are matched by identity, items by identity among the
    /// sections present in both lists; a repeated identity matches its
    /// k-th occurrence in `target` with its k-th occurrence in `source`, so
    /// duplicates never trap (list them with `duplicateIdentities(in:)`).
    /// The stages, each left out when it would be empty:
    /// 1. items whose content changed are reloaded, in place;
    /// 2. sections and items that are gone are deleted;
    /// 3. new sections are inserted and sections moved;
    /// 4. new items are inserted and items moved, within and across sections;
    /// 5. sections whose own content changed are reloaded.
    ///
    /// Only items that leave their order relative to the items around them
    /// are moved (a longest increasing subsequence stays put); items carried
    /// by a moving section are not moved themselves. An item that goes to a
    /// section that is inserted, or comes from one that is deleted, is
    /// deleted and inserted instead, since UIKit cannot move it there.
    ///
    /// - Parameters:
    ///   - source: The sections the view shows now.
    ///   - target: The sections it should show.
    /// - Complexity: O(n) expected and O(n log n) at worst, where n is the
    ///   number of sections and items in both lists.
    @inlinable public init(source: [Section], target: [Section]) {
        self.init(stages: stagedDiff(source: source, target: target))
    }
}

/// The shared core: the stages from `source` to `target`.
@inlinable
internal func stagedDiff<Section: AnimatableSectionModelType>(
    source: [Section],
    target: [Section]
) -> [Changeset<Section>] {
    typealias Item = Section.Item
    var stages: [Changeset<Section>] = []

    // Match sections by identity, duplicates in order of occurrence.
    var sectionTable = OccurrenceTable<Section.Identity>(minimumCapacity: source.count)
    for sourceIndex in source.indices {
        sectionTable.insert(source[sourceIndex].identity, at: Int64(sourceIndex))
    }
    var targetOfSourceSection = [Int](repeating: -1, count: source.count)
    var sourceOfTargetSection = [Int](repeating: -1, count: target.count)
    for targetIndex in target.indices {
        guard let found = sectionTable.take(target[targetIndex].identity) else { continue }
        let sourceIndex = Int(found)
        // A unique identity met again in the target has already been claimed.
        guard targetOfSourceSection[sourceIndex] < 0 else { continue }
        targetOfSourceSection[sourceIndex] = targetIndex
        sourceOfTargetSection[targetIndex] = sourceIndex
    }

    // Items are only matched in sections present on both sides: an item of a
    // deleted or inserted section must be deleted or inserted anyway.
    let sourceItems = source.map { $0.items }
    let targetItems = target.map { $0.items }
    var sourceOffsets = [Int](repeating: 0, count: source.count)
    var sourceItemCount = 0
    var matchableItemCount = 0
    for sourceIndex in source.indices {
        sourceOffsets[sourceIndex] = sourceItemCount
        sourceItemCount += sourceItems[sourceIndex].count
        if targetOfSourceSection[sourceIndex] >= 0 {
            matchableItemCount += sourceItems[sourceIndex].count
        }
    }
    var targetOffsets = [Int](repeating: 0, count: target.count)
    var targetItemCount = 0
    for targetIndex in target.indices {
        targetOffsets[targetIndex] = targetItemCount
        targetItemCount += targetItems[targetIndex].count
    }

    var itemTable = OccurrenceTable<Item.Identity>(minimumCapacity: matchableItemCount)
    for sourceIndex in source.indices where targetOfSourceSection[sourceIndex] >= 0 {
        let items = sourceItems[sourceIndex]
        for itemIndex in items.indices {
            itemTable.insert(items[itemIndex].identity, at: packPath(sourceIndex, itemIndex))
        }
    }

    // Flat item positions: source items indexed by sourceOffsets, target
    // items by targetOffsets; -1 means unmatched.
    var targetOfSourceItem = [Int](repeating: -1, count: sourceItemCount)
    var updates: [(source: ItemPath, target: ItemPath)] = []
    for targetIndex in target.indices where sourceOfTargetSection[targetIndex] >= 0 {
        let items = targetItems[targetIndex]
        let targetOffset = targetOffsets[targetIndex]
        for itemIndex in items.indices {
            guard let found = itemTable.take(items[itemIndex].identity) else { continue }
            let (sourceIndex, sourceItemIndex) = unpackPath(found)
            let flatSource = sourceOffsets[sourceIndex] + sourceItemIndex
            guard targetOfSourceItem[flatSource] < 0 else { continue }
            targetOfSourceItem[flatSource] = targetOffset + itemIndex
            if sourceItems[sourceIndex][sourceItemIndex] != items[itemIndex] {
                updates.append((
                    ItemPath(section: sourceIndex, item: sourceItemIndex),
                    ItemPath(section: targetIndex, item: itemIndex)
                ))
            }
        }
    }

    // Stage 1: reload changed items where they are, before anything moves,
    // so that no reload shares a batch with a move.
    var currentSections = source
    var currentItems = sourceItems
    if !updates.isEmpty {
        // Found in target order; Swift's sort is linear on sorted input.
        updates.sort { $0.source < $1.source }
        for update in updates {
            currentItems[update.source.section][update.source.item] =
                targetItems[update.target.section][update.target.item]
        }
        var previousSection = -1
        for update in updates where update.source.section != previousSection {
            previousSection = update.source.section
            currentSections[previousSection] = Section(
                original: source[previousSection], items: currentItems[previousSection])
        }
        stages.append(Changeset(sections: currentSections, updatedItems: updates.map(\.source)))
    }

    // Stage 2: delete sections and items. Survivors get their place after
    // the deletes, packed as (section in target order, index in section).
    var deletedSections: [Int] = []
    var deletedItems: [ItemPath] = []
    var placeOfTargetItem = [Int64](repeating: -1, count: targetItemCount)
    var survivingSections: [Section] = []
    survivingSections.reserveCapacity(source.count)
    var survivingRank = [Int](repeating: -1, count: source.count)
    for sourceIndex in source.indices {
        let targetIndex = targetOfSourceSection[sourceIndex]
        guard targetIndex >= 0 else {
            deletedSections.append(sourceIndex)
            continue
        }
        let items = currentItems[sourceIndex]
        let sourceOffset = sourceOffsets[sourceIndex]
        var kept: [Item]? = nil
        var rank = 0
        for itemIndex in items.indices {
            let flatTarget = targetOfSourceItem[sourceOffset + itemIndex]
            if flatTarget < 0 {
                deletedItems.append(ItemPath(section: sourceIndex, item: itemIndex))
                if kept == nil {
                    kept = Array(items[..<itemIndex])
                    kept!.reserveCapacity(items.count - 1)
                }
            } else {
                placeOfTargetItem[flatTarget] = packPath(targetIndex, rank)
                rank += 1
                kept?.append(items[itemIndex])
            }
        }
        survivingRank[sourceIndex] = survivingSections.count
        if let kept {
            survivingSections.append(Section(original: source[sourceIndex], items: kept))
        } else {
            survivingSections.append(currentSections[sourceIndex])
        }
    }
    if !deletedSections.isEmpty || !deletedItems.isEmpty {
        stages.append(Changeset(
            sections: survivingSections, deletedSections: deletedSections, deletedItems: deletedItems))
    }

    // Stage 3: insert sections and move the ones out of order, with no item
    // operation in the same batch.
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var survivingOrder: [Int] = []
    survivingOrder.reserveCapacity(survivingSections.count)
    for targetIndex in target.indices {
        let sourceIndex = sourceOfTargetSection[targetIndex]
        if sourceIndex < 0 {
            insertedSections.append(targetIndex)
        } else {
            survivingOrder.append(survivingRank[sourceIndex])
        }
    }
    let sectionStays = increasingSubsequenceMembers(survivingOrder)
    var survivorPosition = 0
    for targetIndex in target.indices where sourceOfTargetSection[targetIndex] >= 0 {
        if !sectionStays[survivorPosition] {
            movedSections.append((from: survivingOrder[survivorPosition], to: targetIndex))
        }
        survivorPosition += 1
    }
    if !insertedSections.isEmpty || !movedSections.isEmpty {
        var sections: [Section] = []
        sections.reserveCapacity(target.count)
        for targetIndex in target.indices {
            let sourceIndex = sourceOfTargetSection[targetIndex]
            sections.append(sourceIndex < 0 ? target[targetIndex] : survivingSections[survivingRank[sourceIndex]])
        }
        stages.append(Changeset(
            sections: sections, insertedSections: insertedSections, movedSections: movedSections))
    }

    // Stage 4: insert and move items; sections no longer move, so every item
    // operation is legal. Items that kept their relative order stay.
    var insertedItems: [ItemPath] = []
    var movedItems: [(from: ItemPath, to: ItemPath)] = []
    var updatedSections: [Int] = []
    var stayingRanks: [Int] = []
    for targetIndex in target.indices {
        let sourceIndex = sourceOfTargetSection[targetIndex]
        guard sourceIndex >= 0 else { continue }
        if !source[sourceIndex].isContentEqual(to: target[targetIndex]) {
            updatedSections.append(targetIndex)
        }
        let targetOffset = targetOffsets[targetIndex]
        let range = targetOffset..<(targetOffset + targetItems[targetIndex].count)
        stayingRanks.removeAll(keepingCapacity: true)
        for flatTarget in range {
            let place = placeOfTargetItem[flatTarget]
            if place >= 0, unpackPath(place).section == targetIndex {
                stayingRanks.append(unpackPath(place).item)
            }
        }
        let stays = increasingSubsequenceMembers(stayingRanks)
        var candidate = 0
        for flatTarget in range {
            let to = ItemPath(section: targetIndex, item: flatTarget - targetOffset)
            let place = placeOfTargetItem[flatTarget]
            guard place >= 0 else {
                insertedItems.append(to)
                continue
            }
            let from = unpackPath(place)
            if from.section == targetIndex {
                let staysInPlace = stays[candidate]
                candidate += 1
                if staysInPlace { continue }
            }
            movedItems.append((from: ItemPath(section: from.section, item: from.item), to: to))
        }
    }
    if !insertedItems.isEmpty || !movedItems.isEmpty {
        var sections = target
        // Section content changes wait for stage 5: keep the old header data.
        for targetIndex in updatedSections {
            let sourceIndex = sourceOfTargetSection[targetIndex]
            sections[targetIndex] = Section(original: source[sourceIndex], items: targetItems[targetIndex])
        }
        stages.append(Changeset(sections: sections, insertedItems: insertedItems, movedItems: movedItems))
    }

    // Stage 5: reload sections whose own content changed, alone, since a
    // reloaded section may hold no item operation.
    if !updatedSections.isEmpty {
        stages.append(Changeset(sections: target, updatedSections: updatedSections))
    }

    // The last stage ends exactly at the target, even for section types
    // whose isContentEqual ignores some of their fields.
    if !stages.isEmpty {
        stages[stages.count - 1].sections = target
    }
    return stages
}

/// Packs a section and an index into one value, for compact tables.
@inlinable
internal func packPath(_ section: Int, _ item: Int) -> Int64 {
    Int64(section) << 32 | Int64(item)
}

/// The section and index packed by `packPath`.
@inlinable
internal func unpackPath(_ packed: Int64) -> (section: Int, item: Int) {
    (Int(packed >> 32), Int(packed & 0xFFFF_FFFF))
}

/// Marks the members of one longest strictly increasing subsequence of
/// `values`: the elements that can stay while the others move.
///
/// - Complexity: O(n) when `values` is already increasing, else O(n log n).
@usableFromInline
internal func increasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
    var isIncreasing = true
    for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
        isIncreasing = false
        break
    }
    if isIncreasing {
        return [Bool](repeating: true, count: values.count)
    }
    // Patience sorting: tails[k] ends the best subsequence of length k + 1.
    var tails: [Int] = []
    var predecessors = [Int](repeating: -1, count: values.count)
    for index in values.indices {
        let value = values[index]
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        predecessors[index] = low > 0 ? tails[low - 1] : -1
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var members = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        members[index] = true
        index = predecessors[index]
    }
    return members
}

/// Positions by key, where a key may occur several times; `take` hands them
/// out in order of insertion.
@usableFromInline
internal struct OccurrenceTable<Key: Hashable> {
    /// A position when the key is unique (>= 0), else -(list + 1) into
    /// `duplicates`. Unique keys cost one dictionary entry and nothing else.
    @usableFromInline internal var positions: [Key: Int64]
    @usableFromInline internal var duplicates: [[Int64]] = []
    @usableFromInline internal var cursors: [Int] = []

    @inlinable internal init(minimumCapacity: Int) {
        positions = Dictionary(minimumCapacity: minimumCapacity)
    }

    /// Records `position` as the next occurrence of `key`.
    @inlinable internal mutating func insert(_ key: Key, at position: Int64) {
        guard let previous = positions.updateValue(position, forKey: key) else { return }
        if previous >= 0 {
            duplicates.append([previous, position])
            cursors.append(0)
            positions[key] = -Int64(duplicates.count)
        } else {
            positions[key] = previous
            duplicates[Int(-previous - 1)].append(position)
        }
    }

    /// The next unclaimed occurrence of `key`, if any. A unique key is
    /// returned every time: the caller tells whether it was claimed.
    @inlinable internal mutating func take(_ key: Key) -> Int64? {
        guard let value = positions[key] else { return nil }
        if value >= 0 { return value }
        let list = Int(-value - 1)
        let cursor = cursors[list]
        guard cursor < duplicates[list].count else { return nil }
        cursors[list] = cursor + 1
        return duplicates[list][cursor]
    }
}
