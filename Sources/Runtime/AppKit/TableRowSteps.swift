#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// One stage of a diff of a single section, as the steps an
    /// `NSTableView` needs: it processes row changes one after another,
    /// where a `Changeset` names deletes by before-index and inserts and
    /// moves by after-index, all at once as UIKit does.
    struct TableRowSteps: Equatable {
        /// One insertion or move, in the order to perform it.
        enum Placement: Equatable {
            /// Insert a new row at this index.
            case insert(Int)
            /// Move the row at `from` to `to` (indices at that moment).
            case move(from: Int, to: Int)
        }

        /// The rows to remove first, by before-index, in one call.
        var removed: IndexSet
        /// Then the insertions and moves, in order; each puts the row at its
        /// final index, from the top down.
        var placements: [Placement]
        /// Last, the rows to reload, by final index.
        var reloaded: IndexSet

        /// The steps for `changeset`, or nil when it is not one section's
        /// row changes (a table has no sections) or does not add up.
        ///
        /// - Complexity: O(*n* + *m* × *n*) for *n* rows and *m* rows
        ///   placed out of their order.
        init?<Section: AnimatableSectionModelType>(_ changeset: Changeset<Section>) {
            guard changeset.sections.count == 1, changeset.deletedSections.isEmpty,
                changeset.insertedSections.isEmpty, changeset.movedSections.isEmpty,
                changeset.updatedSections.isEmpty
            else { return nil }
            let paths =
                changeset.deletedItems + changeset.insertedItems + changeset.updatedItems
                + changeset.movedItems.flatMap { [$0.from, $0.to] }
            guard paths.allSatisfy({ $0.section == 0 }) else { return nil }

            let afterCount = changeset.sections[0].items.count
            let deleted = Set(changeset.deletedItems.map(\.item))
            let inserted = Set(changeset.insertedItems.map(\.item))
            let beforeCount = afterCount - inserted.count + deleted.count
            guard deleted.count == changeset.deletedItems.count, inserted.count == changeset.insertedItems.count,
                beforeCount >= 0
            else { return nil }

            // The before-index each final row comes from; nil for a new row.
            // Moves name theirs; the rows that stay fill the rest in order.
            var origins = [Int?](repeating: nil, count: afterCount)
            var isPlaced = [Bool](repeating: false, count: afterCount)
            var movedOrigins = Set<Int>()
            for index in inserted {
                guard index >= 0, index < afterCount else { return nil }
                isPlaced[index] = true
            }
            for move in changeset.movedItems {
                let to = move.to.item
                guard to >= 0, to < afterCount, !isPlaced[to], move.from.item >= 0, move.from.item < beforeCount,
                    !deleted.contains(move.from.item), movedOrigins.insert(move.from.item).inserted
                else { return nil }
                isPlaced[to] = true
                origins[to] = move.from.item
            }
            var staying = (0..<beforeCount).lazy.filter { !deleted.contains($0) && !movedOrigins.contains($0) }
                .makeIterator()
            for index in 0..<afterCount where !isPlaced[index] {
                guard let origin = staying.next() else { return nil }
                origins[index] = origin
            }
            guard staying.next() == nil, deleted.allSatisfy({ $0 >= 0 && $0 < beforeCount }) else { return nil }

            // Fix rows from the top down: the rows above `index` are final,
            // so taking a row from below it never shifts them.
            var shown = (0..<beforeCount).filter { !deleted.contains($0) }.map { Optional($0) }
            var placements: [Placement] = []
            for index in 0..<afterCount {
                guard let origin = origins[index] else {
                    placements.append(.insert(index))
                    shown.insert(nil, at: index)
                    continue
                }
                guard let current = shown[index...].firstIndex(of: origin) else { return nil }
                if current != index {
                    placements.append(.move(from: current, to: index))
                    shown.remove(at: current)
                    shown.insert(origin, at: index)
                }
            }

            let updated = Set(changeset.updatedItems.map(\.item))
            removed = IndexSet(deleted)
            self.placements = placements
            reloaded = IndexSet((0..<afterCount).filter { origins[$0].map(updated.contains) ?? false })
        }
    }
#endif
