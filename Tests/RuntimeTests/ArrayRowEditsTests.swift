import ItemizeRuntime
import XCTest

/// `Array+RowEdits.swift` and `Array+ItemLookup.swift`: what SwiftUI's
/// `ListSections` reports for deletes and moves, and the typed items of a
/// selection. Kennels allow dogs, catteries cats, and a `mixed` pen both.
final class ArrayRowEditsTests: XCTestCase {
    private func mixed(_ pets: [Pet], name: String = "mixed") -> PenSection {
        PenSection(model: Pen(name: name, allowedKinds: [.dog, .cat]), items: pets)
    }

    /// Mixed [dog 1, cat 2], kennel [dog 3, dog 4, dog 5], cattery [cat 6].
    private var pens: [PenSection] {
        [mixed([.dog(1), .cat(2)]), kennel([.dog(3), .dog(4), .dog(5)]), cattery([.cat(6)])]
    }

    func testDeletedItemsComeLastFirstOnceEachAndInsideTheSection() {
        let deleted = pens.deletedItems(at: [2, 0, 9, 2, -1], inSectionAt: 1)
        XCTAssertEqual(deleted.map(\.item), [.dog(5), .dog(3)])
        XCTAssertEqual(deleted.map(\.path), [ItemPath(section: 1, item: 2), ItemPath(section: 1, item: 0)])
        var after = pens
        for (_, path) in deleted { after[path.section].items.remove(at: path.item) }
        XCTAssertEqual(after[1].items, [.dog(4)])
        XCTAssertTrue(pens.deletedItems(at: [0], inSectionAt: 3).isEmpty)
        XCTAssertTrue(pens.deletedItems(at: [0], inSectionAt: -1).isEmpty)
    }

    /// What SwiftUI's `move(fromOffsets:toOffset:)` does: the moved items,
    /// in order, go before the item at `destination`.
    private func moved<Element>(_ elements: [Element], _ offsets: Set<Int>, to destination: Int) -> [Element] {
        let kept = elements.indices.filter { !offsets.contains($0) }
        return kept.filter { $0 < destination }.map { elements[$0] } + offsets.sorted().map { elements[$0] }
            + kept.filter { $0 >= destination }.map { elements[$0] }
    }

    /// `moves` applied one at a time: removed at `from`, inserted at `to`.
    private func applying(_ moves: [(item: Pet, from: ItemPath, to: ItemPath)], to sections: [PenSection]) -> [PenSection] {
        var sections = sections
        for move in moves {
            let removed = sections[move.from.section].items.remove(at: move.from.item)
            XCTAssertEqual(removed, move.item, "a move named \(move.item) where \(removed) was")
            sections[move.to.section].items.insert(move.item, at: move.to.item)
        }
        return sections
    }

    func testMovesWithinASectionGiveSwiftUIsOrderForEveryChoice() {
        for count in 0...6 {
            let pets = (0..<count).map { Pet.dog($0) }
            let list = [kennel(pets)]
            for mask in 0..<(1 << count) {
                let offsets = Set((0..<count).filter { mask & (1 << $0) != 0 })
                for destination in 0...count {
                    let moves = list.moves(of: offsets, inSectionAt: 0, to: destination, inSectionAt: 0)
                    XCTAssertEqual(
                        applying(moves, to: list)[0].items, moved(pets, offsets, to: destination),
                        "moving \(offsets.sorted()) of \(count) to \(destination)")
                    XCTAssertLessThanOrEqual(moves.count, offsets.count)
                }
            }
        }
    }

    func testAKindTheSectionDoesNotAllowStaysWhereItIs() {
        // A cat in a kennel (data built by hand) is not moved within it.
        let list = [kennel([.cat(9), .dog(1), .dog(2)])]
        let moves = list.moves(of: [0, 1], inSectionAt: 0, to: 3, inSectionAt: 0)
        XCTAssertEqual(applying(moves, to: list)[0].items, [.cat(9), .dog(2), .dog(1)])
    }

    func testMovesAcrossSectionsRefuseKindsTheTargetDoesNotAllow() {
        // The kennel takes dog 1 from the mixed pen, not cat 2.
        let moves = pens.moves(of: [0, 1], inSectionAt: 0, to: 1, inSectionAt: 1)
        XCTAssertEqual(moves.map(\.item), [.dog(1)])
        let after = applying(moves, to: pens)
        XCTAssertEqual(after[0].items, [.cat(2)])
        XCTAssertEqual(after[1].items, [.dog(3), .dog(1), .dog(4), .dog(5)])
        // Two dogs to the end (clamped) of the mixed pen, in their order.
        let both = pens.moves(of: [1, 2], inSectionAt: 1, to: 9, inSectionAt: 0)
        XCTAssertEqual(applying(both, to: pens)[0].items, [.dog(1), .cat(2), .dog(4), .dog(5)])
        XCTAssertTrue(pens.moves(of: [0], inSectionAt: 1, to: 0, inSectionAt: 2).isEmpty, "a dog went into the cattery")
        XCTAssertTrue(pens.moves(of: [0], inSectionAt: 5, to: 0, inSectionAt: 0).isEmpty)
        XCTAssertTrue(pens.moves(of: [0], inSectionAt: 0, to: 0, inSectionAt: -1).isEmpty)
    }

    func testTheItemsOfASelectionAreFoundInTheSectionsOrder() {
        XCTAssertEqual(pens.item(withIdentity: 4), .dog(4))
        XCTAssertNil(pens.item(withIdentity: 99))
        XCTAssertEqual(pens.items(in: [6, 1, 4, 99]), [.dog(1), .dog(4), .cat(6)])
        XCTAssertEqual([PenSection]().items(in: [1]), [])
    }
}
