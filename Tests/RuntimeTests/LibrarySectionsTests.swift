import ItemizeRuntime
import XCTest

/// `LibrarySections.runtimeSections(_:)`: another library's section models,
/// read through the section enum's key paths, as ItemizeRuntime's.
final class LibrarySectionsTests: XCTestCase {
    func testEachLibrarySectionBecomesARuntimeSectionInOrder() {
        let sections = [
            LibraryPen(pen: PenName.kennel, elements: [.dog(1), .dog(2)]), LibraryPen(pen: .cattery, elements: []),
            LibraryPen(pen: .kennel, elements: [.dog(3)]),
        ]
        XCTAssertEqual(
            PenName.runtimeSections(sections),
            [
                AnimatableSectionModel(model: .kennel, items: [.dog(1), .dog(2)]), AnimatableSectionModel(model: .cattery, items: []),
                AnimatableSectionModel(model: .kennel, items: [.dog(3)]),
            ])
        XCTAssertEqual(PenName.runtimeSections([]), [])
    }

    func testItemsAreFoundByIdentityThroughTheItemsKeyPath() {
        let sections = [LibraryPen(pen: .kennel, elements: [.dog(1), .dog(2)]), LibraryPen(pen: .cattery, elements: [.cat(3)])]
        XCTAssertEqual(sections.item(withIdentity: 3, items: \.elements), .cat(3))
        XCTAssertNil(sections.item(withIdentity: 9, items: \.elements))
        XCTAssertEqual(sections.items(in: [3, 1, 9], items: \.elements), [.dog(1), .cat(3)])
    }

    func testAnActionRowIsTheItemAtItsPathWithItsSectionOrNilOutside() {
        let sections = [LibraryPen(pen: .kennel, elements: [.dog(1), .dog(2)]), LibraryPen(pen: .cattery, elements: [.cat(3)])]
        let row = sections.actionRow(at: ItemPath(section: 0, item: 1), model: \.pen, items: \.elements)
        XCTAssertEqual(row?.item, .dog(2))
        XCTAssertEqual(row?.place.section, .kennel)
        XCTAssertEqual(row?.place.path, ItemPath(section: 0, item: 1))
        for path in [ItemPath(section: 2, item: 0), ItemPath(section: 1, item: 1), ItemPath(section: -1, item: 0)] {
            XCTAssertNil(sections.actionRow(at: path, model: \.pen, items: \.elements), "\(path)")
        }
    }
}

/// A section model of another library, whose items have another name, as
/// DifferenceKit's `ArraySection` has `elements`.
struct LibraryPen {
    var pen: PenName
    var elements: [Pet]
}

extension PenName: LibrarySections {
    static var librarySectionModel: KeyPath<LibraryPen, PenName> { \.pen }
    static var librarySectionItems: KeyPath<LibraryPen, [Pet]> { \.elements }
}
