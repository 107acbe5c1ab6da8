/// The section half of one batch, resolved the way UIKit resolves it:
/// where every before-section goes and where every after-section comes
/// from, once reloads are split into a delete and an insert.
///
/// Building it runs UIKit's section checks; it needs only the counts.
struct SectionPlan {
    /// What happens to a section shown before the batch.
    enum Fate: Equatable {
        /// Deleted; nothing of it survives.
        case deleted
        /// Reloaded: deleted, and the data source's section inserted at `to`.
        case reloaded(to: Int)
        /// Moved to after-index `to`, keeping what it showed.
        case moved(to: Int)
        /// Untouched; it lands at after-index `to`.
        case kept(to: Int)
    }

    /// Where a section shown after the batch comes from.
    enum Origin: Equatable {
        /// Inserted: it shows the data source's section.
        case inserted
        /// The insert half of a reload of before-section `from`.
        case reloaded(from: Int)
        /// Moved from before-index `from`.
        case moved(from: Int)
        /// Untouched before-section `from`.
        case kept(from: Int)

        /// The before-section whose rows the view keeps, or nil when the
        /// view shows the data source's whole section.
        var survivor: Int? {
            switch self {
            case .inserted, .reloaded: nil
            case .moved(let from), .kept(let from): from
            }
        }
    }

    /// The fate of every before-section.
    private(set) var fates: [Fate]
    /// The origin of every after-section.
    private(set) var origins: [Origin]
    /// For every before-section that is not deleted, the after-index UIKit
    /// computes from deletes and inserts alone, ignoring moves: where the
    /// insert half of a reload in it lands.
    private(set) var shiftedIgnoringMoves: [Int?]
    /// Moved sections: before-index to after-index.
    private(set) var moves: [Int: Int]

    /// Resolves the section operations of `update` and runs UIKit's checks
    /// on them.
    ///
    /// - Complexity: O(*m* + *n* + *k*) for *m* sections before, *n* after
    ///   and *k* section operations.
    init(
        _ update: BatchUpdate, beforeCount: Int, afterCount: Int, wording: BatchUpdateWording
    ) throws(BatchUpdateError) {
        // Bounds: deletes, reloads and move sources before; inserts and move destinations after.
        for section in update.deletedSections + update.reloadedSections where !(0..<beforeCount).contains(section) {
            throw wording.deleteSectionOutOfBounds(section, count: beforeCount)
        }
        for section in update.insertedSections where !(0..<afterCount).contains(section) {
            throw wording.insertSectionOutOfBounds(section, count: afterCount)
        }
        for move in update.movedSections {
            guard (0..<beforeCount).contains(move.from) else {
                throw wording.moveSectionSourceOutOfBounds(move.from, count: beforeCount)
            }
            guard (0..<afterCount).contains(move.to) else {
                throw wording.moveSectionDestinationOutOfBounds(move.from, move.to, count: afterCount)
            }
        }

        // The same section twice in one list.
        var deleted = Set<Int>(), reloaded = Set<Int>(), inserted = Set<Int>()
        for section in update.deletedSections where !deleted.insert(section).inserted {
            throw wording.sectionTwice("delete", section)
        }
        for section in update.reloadedSections where !reloaded.insert(section).inserted {
            throw wording.sectionTwice("reload", section)
        }
        for section in update.insertedSections where !inserted.insert(section).inserted {
            throw wording.sectionTwice("insert", section)
        }
        var moves: [Int: Int] = [:], movedInto: [Int: Int] = [:]
        for move in update.movedSections {
            if let earlier = moves[move.from] {
                throw wording.sectionMovedTwice(move.from, to: earlier, and: move.to)
            }
            if let earlier = movedInto[move.to] {
                throw wording.twoSectionsMovedTo(move.to, from: earlier, and: move.from)
            }
            moves[move.from] = move.to
            movedInto[move.to] = move.from
        }

        // One section named by two kinds of operation.
        for section in update.reloadedSections where deleted.contains(section) {
            throw wording.deleteAndReloadSection(section)
        }
        for move in update.movedSections {
            // A reload is a delete by now, so UIKit words it as one.
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                throw wording.deleteAndMoveSection(move.from)
            }
            if inserted.contains(move.to) { throw wording.insertAndMoveSection(move.to) }
        }

        guard afterCount == beforeCount - deleted.count + inserted.count else {
            throw wording.sectionCount(
                after: afterCount, before: beforeCount,
                inserted: inserted.count + reloaded.count, deleted: deleted.count + reloaded.count
            )
        }

        // Split reloads: the insert half lands where deletes and inserts alone
        // put the section; moves are not counted, as in UIKit.
        var shifted = [Int?](repeating: nil, count: beforeCount)
        var slot = 0
        for section in 0..<beforeCount where !deleted.contains(section) {
            while inserted.contains(slot) { slot += 1 }
            shifted[section] = slot
            slot += 1
        }
        var origins = [Origin?](repeating: nil, count: afterCount)
        var fates = [Fate?](repeating: nil, count: beforeCount)
        for section in inserted { origins[section] = .inserted }
        for section in deleted { fates[section] = .deleted }
        for move in update.movedSections {
            origins[move.to] = .moved(from: move.from)
            fates[move.from] = .moved(to: move.to)
        }
        for section in update.reloadedSections {
            // Counts agree, so every surviving section has a shifted index.
            guard let target = shifted[section] else { continue }
            if movedInto[target] != nil { throw wording.insertAndMoveSection(target) }
            origins[target] = .reloaded(from: section)
            fates[section] = .reloaded(to: target)
        }

        // Untouched sections keep their order and fill the free slots.
        slot = 0
        for section in 0..<beforeCount where fates[section] == nil {
            while slot < afterCount, origins[slot] != nil { slot += 1 }
            guard slot < afterCount else { break }
            origins[slot] = .kept(from: section)
            fates[section] = .kept(to: slot)
            slot += 1
        }
        // The checks above make both maps total; `.deleted` and `.inserted` are never used to fill a gap.
        self.fates = fates.map { $0 ?? .deleted }
        self.origins = origins.map { $0 ?? .inserted }
        self.shiftedIgnoringMoves = shifted
        self.moves = moves
    }

    /// The after-index of a before-section whose rows survive (kept or moved).
    func survivingDestination(of section: Int) -> Int? {
        switch fates[section] {
        case .deleted, .reloaded: nil
        case .moved(let to), .kept(let to): to
        }
    }
}
