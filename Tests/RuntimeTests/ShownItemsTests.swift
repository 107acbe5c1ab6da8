import ItemizeRuntime
import XCTest

/// `ShownItems`' platform-independent part: the current item of each
/// identity, the changed ones to reconfigure, and typed sections back.
@MainActor
final class ShownItemsTests: XCTestCase {
    func testTheSubscriptAnswersTheItemsShownAndThoseShownBefore() async {
        let shown = ShownItems<PenName, Pet>()
        XCTAssertNil(shown[1])
        _ = shown.show([pen(.kennel, [.dog(1), .dog(2)])])
        XCTAssertEqual(shown[1], .dog(1))
        _ = shown.show([pen(.kennel, [.dog(2)])])
        // Shown before: a cell UIKit asks for before the snapshot applies.
        XCTAssertEqual(shown[1], .dog(1))
        _ = shown.show([pen(.kennel, [.dog(2)])])
        XCTAssertNil(shown[1])
        XCTAssertEqual(shown[2], .dog(2))
    }

    func testOnlyItemsWhoseContentChangedAreToReconfigureEachOnce() async {
        let shown = ShownItems<PenName, Named>()
        let first = shown.show([pen(.kennel, [Named(1, "Rex"), Named(2, "Fido")]), pen(.cattery, [Named(3, "Tom")])])
        XCTAssertEqual(first.changed, [], "nothing was shown before")
        let second = shown.show([pen(.kennel, [Named(1, "Max"), Named(2, "Fido"), Named(4, "New")]), pen(.cattery, [Named(3, "Tim")])])
        XCTAssertEqual(second.changed, [1, 3])
        XCTAssertEqual(shown[1]?.name, "Max")
    }

    func testRepeatsAreLeftOutOfWhatIsShownAndReported() async {
        let shown = ShownItems<PenName, Pet>()
        var reported: [Pet] = []
        let result = shown.show([pen(.kennel, [.dog(1), .dog(1)]), pen(.kennel, [.dog(5)])]) { _, items in reported = items }
        XCTAssertEqual(result.sections, [pen(.kennel, [.dog(1)])])
        XCTAssertEqual(reported, [.dog(1)])
        XCTAssertNil(shown[5], "an item of a repeated section is not shown")
    }

    func testTypedSectionsOfIdentitiesHoldTheCurrentItems() async {
        let shown = ShownItems<PenName, Pet>()
        _ = shown.show([pen(.kennel, [.dog(1), .dog(2)]), pen(.cattery, [.cat(3)])])
        XCTAssertEqual(
            shown.sections([(.kennel, [2, 1]), (.cattery, [3])]), [pen(.kennel, [.dog(2), .dog(1)]), pen(.cattery, [.cat(3)])])
    }

    func testTypedSectionsAreNilForAKindItsSectionRefusesOrAnUnknownIdentity() async {
        let shown = ShownItems<PenName, Pet>()
        _ = shown.show([pen(.kennel, [.dog(1)]), pen(.cattery, [.cat(3)])])
        XCTAssertNil(shown.sections([(.kennel, [1, 3]), (.cattery, [])]), "a cat in the kennel")
        XCTAssertNil(shown.sections([(.kennel, [1, 9]), (.cattery, [3])]), "an identity never shown")
    }

    private func pen<Item>(_ name: PenName, _ items: [Item]) -> AnimatableSectionModel<PenName, Item> {
        AnimatableSectionModel(model: name, items: items)
    }
}

/// A section enum as the diffable target generates one: hashable, its own
/// identity, allowing some kinds of `Pet`.
enum PenName: IdentifiableType, Hashable, Sendable, KindRestrictedSection {
    case kennel, cattery
    var identity: PenName { self }
    var allowedKinds: Set<Pet.Kind> { self == .kennel ? [.dog] : [.cat] }
    func allows(_ item: Pet) -> Bool { allowedKinds.contains(item.kind) }
}

/// An item whose content (its name) can change while its identity stays.
struct Named: IdentifiableType, Equatable {
    var identity: Int
    var name: String
    init(_ identity: Int, _ name: String) {
        self.identity = identity
        self.name = name
    }
}
