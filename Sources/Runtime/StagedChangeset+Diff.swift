// The sectioned diff: matching by identity, then five stages that UIKit
// accepts one by one.

extension StagedChangeset {
    /// Computes the stages that turn `source` into `target`.
    ///
    /// Sections are matched by identity, items by identity among the
    /// sections present in both lists whose items changed; a repeated
    /// identity matches its k-th occurrence in `target` with its k-th
    /// occurrence in `source`, so duplicates never trap (list them with
    /// `duplicateIdentities(in:)`).
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
    /// A section whose items are `==` to those of the section it matches
    /// costs that comparison and nothing more: its items are not diffed,
    /// so a refresh that changed one section or none costs about a scan of
    /// the data. This relies on `==` of items implying equal identities, as
    /// `Equatable` promises (equal values are interchangeable).
    ///
    /// - Parameters:
    ///   - source: The sections the view shows now.
    ///   - target: The sections it should show.
    /// - Complexity: O(n) expected and O(n log n) at worst, where n is the
    ///   number of sections and the items of the sections whose items
    ///   changed (or that are deleted or inserted), plus one `==` of the
    ///   items of each other section.
    @inlinable public init(source: [Section], target: [Section]) {
        self.init(stages: stagedDiff(source: source, target: target) { $0.items == $1.items })
    }
}

/// The shared core: the stages from `source` to `target`.
///
/// - Parameter itemsAreUnchanged: Whether a matched pair of sections holds
///   the same items, so that they need no diff: `==` of the items, unless
///   a test injects a wrong rule to see that its checks catch it.
@inlinable
internal func stagedDiff<Section: AnimatableSectionModelType>(
    source: [Section],
    target: [Section],
    itemsAreUnchanged: (_ source: Section, _ target: Section) -> Bool
) -> [Changeset<Section>] {
    typealias Item = Section.Item
    var stages: [Changeset<Section>] = []

    // Match sections by identity, duplicates in order of occurrence.
    var targetOfSourceSection = [Int](repeating: -1, count: source.count)
    var sourceOfTargetSection = [Int](repeating: -1, count: target.count)
    do {
        var table = OccurrenceTable<Section.Identity>(minimumCapacity: source.count)
        for sourceIndex in source.indices {
            table.insert(source[sourceIndex].identity, at: sourceIndex)
        }
        for targetIndex in target.indices {
            guard let sourceIndex = table.take(target[targetIndex].identity),
                // A unique identity met again in the target is already claimed.
                targetOfSourceSection[sourceIndex] < 0
            else { continue }
            targetOfSourceSection[sourceIndex] = targetIndex
            sourceOfTargetSection[targetIndex] = sourceIndex
        }
    }

    // A refresh mostly changes few sections or none: a matched pair whose
    // items are equal costs one comparison and no diff. Its items keep their
    // places, so none of them can end a move; with unique identities none of
    // them occurs in another matched section, and a repeated identity is
    // matched among the other sections. Only the items of the other matched
    // pairs are diffed; those of deleted and inserted sections go with them.
    var sourceItems = [[Item]](repeating: [], count: source.count)
    var targetItems = [[Item]](repeating: [], count: target.count)
    for targetIndex in target.indices {
        let sourceIndex = sourceOfTargetSection[targetIndex]
        guard sourceIndex >= 0, !itemsAreUnchanged(source[sourceIndex], target[targetIndex]) else { continue }
        sourceItems[sourceIndex] = source[sourceIndex].items
        targetItems[targetIndex] = target[targetIndex].items
    }

    // Diffed items are addressed by flat position: offsets[section] + index,
    // with a sentinel offset at the end; the sections not diffed hold none.
    var sourceOffsets = [Int](repeating: 0, count: source.count + 1)
    for sourceIndex in source.indices {
        sourceOffsets[sourceIndex + 1] = sourceOffsets[sourceIndex] + sourceItems[sourceIndex].count
    }
    var targetOffsets = [Int](repeating: 0, count: target.count + 1)
    for targetIndex in target.indices {
        targetOffsets[targetIndex + 1] = targetOffsets[targetIndex] + targetItems[targetIndex].count
    }

    // Match items; the identity table is freed before the stages are built.
    var (targetOfSourceItem, updates) = matchItems(
        sourceItems: sourceItems, targetItems: targetItems,
        sourceOffsets: sourceOffsets, targetOffsets: targetOffsets,
        targetOfSourceSection: targetOfSourceSection, sourceOfTargetSection: sourceOfTargetSection)

    // Stage 1: reload changed items where they are, before anything moves,
    // so that no reload shares a batch with a move.
    var currentSections = source
    if !updates.isEmpty {
        // Found in target order; Swift's sort is linear on sorted input.
        updates.sort { $0.source < $1.source }
        var changedItems = sourceItems
        for update in updates {
            changedItems[update.source.section][update.source.item] =
                targetItems[update.target.section][update.target.item]
        }
        var previousSection = -1
        for update in updates where update.source.section != previousSection {
            previousSection = update.source.section
            currentSections[previousSection] = Section(
                original: source[previousSection], items: changedItems[previousSection])
        }
        stages.append(Changeset(sections: currentSections, updatedItems: updates.map(\.source)))
    }

    // Stage 2: delete sections and items. Each surviving item learns where it
    // will stand once stage 3 is done: its index among the survivors of its
    // section (>= 0) when it stays in that section, else a reference to
    // `crossPlaces` (<= -2); -1 marks a target item that is inserted.
    var deletedSections: [Int] = []
    var deletedItems: [ItemPath] = []
    var placeOfTargetItem = [Int32](repeating: -1, count: targetOffsets[target.count])
    var crossPlaces: [ItemPath] = []
    var survivingItemCount = 0
    var survivingSections: [Section] = []
    survivingSections.reserveCapacity(source.count)
    var survivingRank = [Int](repeating: -1, count: source.count)
    for sourceIndex in source.indices {
        let targetIndex = targetOfSourceSection[sourceIndex]
        guard targetIndex >= 0 else {
            deletedSections.append(sourceIndex)
            continue
        }
        let sourceOffset = sourceOffsets[sourceIndex]
        guard sourceOffset < sourceOffsets[sourceIndex + 1] else {
            // Nothing diffed: the section keeps all its items, in place.
            survivingRank[sourceIndex] = survivingSections.count
            survivingSections.append(currentSections[sourceIndex])
            continue
        }
        let items = currentSections[sourceIndex].items
        let sameSection = targetOffsets[targetIndex]..<targetOffsets[targetIndex + 1]
        var kept: [Item]? = nil
        var rank: Int32 = 0
        for itemIndex in items.indices {
            let flatTarget = Int(targetOfSourceItem[sourceOffset + itemIndex])
            if flatTarget < 0 {
                deletedItems.append(ItemPath(section: sourceIndex, item: itemIndex))
                if kept == nil {
                    var prefix: [Item] = []
                    prefix.reserveCapacity(items.count - 1)
                    prefix.append(contentsOf: items[..<itemIndex])
                    kept = prefix
                }
                continue
            }
            if sameSection.contains(flatTarget) {
                placeOfTargetItem[flatTarget] = rank
            } else {
                placeOfTargetItem[flatTarget] = -2 - Int32(crossPlaces.count)
                crossPlaces.append(ItemPath(section: targetIndex, item: Int(rank)))
            }
            rank += 1
            kept?.append(items[itemIndex])
        }
        survivingItemCount += Int(rank)
        survivingRank[sourceIndex] = survivingSections.count
        if let kept {
            survivingSections.append(Section(original: source[sourceIndex], items: kept))
        } else {
            survivingSections.append(currentSections[sourceIndex])
        }
    }
    targetOfSourceItem = []
    if !deletedSections.isEmpty || !deletedItems.isEmpty {
        stages.append(Changeset(
            sections: survivingSections, deletedSections: deletedSections, deletedItems: deletedItems))
    }

    // Stage 3: insert sections and move the ones out of order, with no item
    // operation in the same batch.
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var survivingOrder: [Int32] = []
    survivingOrder.reserveCapacity(survivingSections.count)
    for targetIndex in target.indices {
        let sourceIndex = sourceOfTargetSection[targetIndex]
        if sourceIndex < 0 {
            insertedSections.append(targetIndex)
        } else {
            survivingOrder.append(Int32(survivingRank[sourceIndex]))
        }
    }
    let sectionStays = increasingSubsequenceMembers(survivingOrder, in: survivingOrder.indices).members
    var survivorPosition = 0
    for targetIndex in target.indices where sourceOfTargetSection[targetIndex] >= 0 {
        if !sectionStays[survivorPosition] {
            movedSections.append((from: Int(survivingOrder[survivorPosition]), to: targetIndex))
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
    survivingSections = []

    // Stage 4: insert and move items; sections no longer move, so every item
    // operation is legal. Items that kept their relative order stay. Which
    // ones stay is found first, so that the inserts and the moves (after a
    // shuffle, the largest array the diff makes) are allocated once.
    var staying = [[Bool]](repeating: [], count: target.count)
    var moveCount = crossPlaces.count
    for targetIndex in target.indices where sourceOfTargetSection[targetIndex] >= 0 {
        let range = targetOffsets[targetIndex]..<targetOffsets[targetIndex + 1]
        let (members, others) = increasingSubsequenceMembers(placeOfTargetItem, in: range)
        staying[targetIndex] = members
        moveCount += others
    }
    var insertedItems: [ItemPath] = []
    insertedItems.reserveCapacity(targetOffsets[target.count] - survivingItemCount)
    var movedItems: [(from: ItemPath, to: ItemPath)] = []
    movedItems.reserveCapacity(moveCount)
    var updatedSections: [Int] = []
    for targetIndex in target.indices {
        let sourceIndex = sourceOfTargetSection[targetIndex]
        guard sourceIndex >= 0 else { continue }
        if !source[sourceIndex].isContentEqual(to: target[targetIndex]) {
            updatedSections.append(targetIndex)
        }
        let range = targetOffsets[targetIndex]..<targetOffsets[targetIndex + 1]
        let stays = staying[targetIndex]
        for flatTarget in range {
            let to = ItemPath(section: targetIndex, item: flatTarget - range.lowerBound)
            let place = placeOfTargetItem[flatTarget]
            if place == -1 {
                insertedItems.append(to)
            } else if place < -1 {
                movedItems.append((from: crossPlaces[Int(-2 - place)], to: to))
            } else if !stays[flatTarget - range.lowerBound] {
                movedItems.append((from: ItemPath(section: targetIndex, item: Int(place)), to: to))
            }
        }
    }
    if !insertedItems.isEmpty || !movedItems.isEmpty {
        var sections = target
        // Section content changes wait for stage 5: keep the old header data.
        for targetIndex in updatedSections {
            let sourceIndex = sourceOfTargetSection[targetIndex]
            sections[targetIndex] = Section(original: source[sourceIndex], items: target[targetIndex].items)
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

/// Matches items by identity in the sections present on both sides (an item
/// of a deleted or inserted section is deleted or inserted with it), the
/// k-th occurrence of an identity in the target with its k-th in the source;
/// `sourceItems` and `targetItems` hold the items of the diffed sections
/// only, and no items for the others.
///
/// - Returns: For each flat source item, the flat target item it became
///   (-1: none); and the matched items whose content changed.
@inlinable
internal func matchItems<Item: IdentifiableType & Equatable>(
    sourceItems: [[Item]],
    targetItems: [[Item]],
    sourceOffsets: [Int],
    targetOffsets: [Int],
    targetOfSourceSection: [Int],
    sourceOfTargetSection: [Int]
) -> (targetOfSourceItem: [Int32], updates: [(source: ItemPath, target: ItemPath)]) {
    var matchableCount = 0
    for sourceIndex in sourceItems.indices where targetOfSourceSection[sourceIndex] >= 0 {
        matchableCount += sourceItems[sourceIndex].count
    }
    var table = OccurrenceTable<Item.Identity>(minimumCapacity: matchableCount)
    for sourceIndex in sourceItems.indices where targetOfSourceSection[sourceIndex] >= 0 {
        let items = sourceItems[sourceIndex]
        let offset = sourceOffsets[sourceIndex]
        for itemIndex in items.indices {
            table.insert(items[itemIndex].identity, at: offset + itemIndex)
        }
    }

    var targetOfSourceItem = [Int32](repeating: -1, count: sourceOffsets[sourceItems.count])
    var updates: [(source: ItemPath, target: ItemPath)] = []
    for targetIndex in targetItems.indices {
        let guess = sourceOfTargetSection[targetIndex]
        guard guess >= 0 else { continue }
        let items = targetItems[targetIndex]
        let targetOffset = targetOffsets[targetIndex]
        for itemIndex in items.indices {
            guard let flatSource = table.take(items[itemIndex].identity),
                // A unique identity met again in the target is already claimed.
                targetOfSourceItem[flatSource] < 0
            else { continue }
            targetOfSourceItem[flatSource] = Int32(targetOffset + itemIndex)
            // Most items stay in their section: try it before searching.
            var sourceIndex = guess
            if flatSource < sourceOffsets[guess] || flatSource >= sourceOffsets[guess + 1] {
                sourceIndex = sectionIndex(ofFlat: flatSource, offsets: sourceOffsets)
            }
            let sourceItemIndex = flatSource - sourceOffsets[sourceIndex]
            if sourceItems[sourceIndex][sourceItemIndex] != items[itemIndex] {
                updates.append((
                    ItemPath(section: sourceIndex, item: sourceItemIndex),
                    ItemPath(section: targetIndex, item: itemIndex)
                ))
            }
        }
    }
    return (targetOfSourceItem, updates)
}

/// The section holding flat position `flat`: the last section whose offset
/// is at most `flat` (empty sections share their successor's offset).
///
/// - Complexity: O(log n) in the number of sections.
@usableFromInline
internal func sectionIndex(ofFlat flat: Int, offsets: [Int]) -> Int {
    var low = 0
    var high = offsets.count - 1
    while high - low > 1 {
        let middle = (low + high) / 2
        if offsets[middle] <= flat { low = middle } else { high = middle }
    }
    return low
}

/// Marks the members of one longest strictly increasing subsequence of
/// `values[range]`, ignoring negative values: the elements that can stay
/// while the others move.
///
/// - Returns: The members, indexed from `range.lowerBound`; and how many
///   non-negative values are not members (the elements that move).
/// - Complexity: O(n) when the values are nearly sorted, O(n log n) at worst.
@usableFromInline
internal func increasingSubsequenceMembers(
    _ values: [Int32], in range: Range<Int>
) -> (members: [Bool], others: Int) {
    var members = [Bool](repeating: false, count: range.count)
    var isIncreasing = true
    var last: Int32 = -1
    for index in range where values[index] >= 0 {
        if values[index] <= last {
            isIncreasing = false
            break
        }
        last = values[index]
    }
    if isIncreasing {
        for index in range where values[index] >= 0 { members[index - range.lowerBound] = true }
        return (members, 0)
    }
    // Patience sorting: tails[k] ends the best subsequence of length k + 1,
    // as an index relative to range.lowerBound; tailValues[k] is its value,
    // kept beside it so that the search reads one small array. Both hold
    // `tailCount` tails, in room made once for the longest possible.
    var tails = [Int32](repeating: 0, count: range.count)
    var tailValues = [Int32](repeating: 0, count: range.count)
    var tailCount = 0
    var predecessors = [Int32](repeating: -1, count: range.count)
    var nonNegativeCount = 0
    for index in range {
        let value = values[index]
        guard value >= 0 else { continue }
        nonNegativeCount += 1
        let relative = Int32(index - range.lowerBound)
        // Nearly sorted input extends or replaces the last tail: skip the search.
        var low: Int
        if tailCount == 0 || tailValues[tailCount - 1] < value {
            low = tailCount
        } else if tailCount < 2 || tailValues[tailCount - 2] < value {
            low = tailCount - 1
        } else {
            // The first tail not below `value`, which lies in low...low + count.
            // A step of a binary search takes a branch that shuffled input
            // makes go either way; a four-way step compares three tails and
            // moves by how many are below `value`, with no branch to guess,
            // and keeps a window a quarter as wide (plus the remainder).
            low = 0
            var count = tailCount - 2
            while count >= 4 {
                let quarter = count / 4
                let below = (tailValues[low + quarter - 1] < value ? 1 : 0)
                    + (tailValues[low + 2 * quarter - 1] < value ? 1 : 0)
                    + (tailValues[low + 3 * quarter - 1] < value ? 1 : 0)
                low += below * quarter
                count -= 3 * quarter
            }
            while count > 0, tailValues[low] < value {
                low += 1
                count -= 1
            }
        }
        predecessors[Int(relative)] = low > 0 ? tails[low - 1] : -1
        tails[low] = relative
        tailValues[low] = value
        if low == tailCount { tailCount += 1 }
    }
    var index = tailCount > 0 ? Int(tails[tailCount - 1]) : -1
    while index >= 0 {
        members[index] = true
        index = Int(predecessors[index])
    }
    return (members, nonNegativeCount - tailCount)
}

/// Positions by key, where a key may occur several times; `take` hands them
/// out in order of insertion.
@usableFromInline
internal struct OccurrenceTable<Key: Hashable> {
    /// A position when the key is unique (>= 0), else -(list + 1) into
    /// `duplicates`. Unique keys cost one dictionary entry and nothing else.
    @usableFromInline internal var positions: [Key: Int32]
    @usableFromInline internal var duplicates: [[Int32]] = []
    @usableFromInline internal var cursors: [Int] = []

    @inlinable internal init(minimumCapacity: Int) {
        positions = Dictionary(minimumCapacity: minimumCapacity)
    }

    /// Records `position` as the next occurrence of `key`.
    @inlinable internal mutating func insert(_ key: Key, at position: Int) {
        let position = Int32(position)
        guard let previous = positions.updateValue(position, forKey: key) else { return }
        if previous >= 0 {
            duplicates.append([previous, position])
            cursors.append(0)
            positions[key] = -Int32(duplicates.count)
        } else {
            positions[key] = previous
            duplicates[Int(-previous - 1)].append(position)
        }
    }

    /// The next unclaimed occurrence of `key`, if any. A unique key is
    /// returned every time: the caller tells whether it was claimed.
    @inlinable internal mutating func take(_ key: Key) -> Int? {
        guard let value = positions[key] else { return nil }
        if value >= 0 { return Int(value) }
        let list = Int(-value - 1)
        let cursor = cursors[list]
        guard cursor < duplicates[list].count else { return nil }
        cursors[list] = cursor + 1
        return Int(duplicates[list][cursor])
    }
}
