import ItemizeRuntime
import XCTest

// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedArrayInitTests: XCTestCase {
    func testInitRefusesAnItemOfAKindItsSectionDoesNotAllow() async {
        XCTAssertThrowsError(try SectionedArray(sections: [kennel([.dog(1)]), cattery([.cat(2), .dog(3)])])) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.description,
                "init(sections:): section 1 (cattery) does not allow a dog; it allows cat")
            XCTAssertEqual(
                (error as? SectionedArrayError)?.reason,
                .kindNotAllowed(kind: "dog", section: 1, sectionDescription: "cattery", allowedKinds: ["cat"]))
        }
    }

    /// What the check at init protects: an array made of allowed items can
    /// change a section's header alone, which `replaceSection` refuses for
    /// a section holding an item it does not allow.
    func testAnArrayOfAllowedItemsTakesAHeaderOnlyChange() async throws {
        let array = try SectionedArray(sections: [kennel([.dog(1)]), cattery([.cat(2)])])
        var delivered: [Changeset<PenSection>] = []
        _ = array.observe { delivered.append($0) }
        try array.replaceSection(at: 1, with: cattery([.cat(2)], title: "Cats"))
        XCTAssertEqual(array.sections[1].model.title, "Cats")
        XCTAssertEqual(delivered.map(\.updatedSections), [[1]])
        XCTAssertThrowsError(try array.replaceSection(at: 1, with: cattery([.cat(2), .dog(3)], title: "Cats")))
    }

    func testAnEmptyArrayNeedsNoCheck() async {
        let array = SectionedArray<PenSection>()
        XCTAssertTrue(array.sections.isEmpty)
    }
}
