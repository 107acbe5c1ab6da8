import ItemizeRuntime
import XCTest

/// `withoutRepeatedIdentities(_:sectionIdentity:items:makeSection:repeatedIdentities:caller:)`:
/// a list that must show each identity once keeps the first of each.
final class WithoutRepeatedIdentitiesTests: XCTestCase {
    private func unique(
        _ sections: [PenSection], repeated: ((_ sections: [PenSection], _ items: [Pet]) -> Void)? = nil
    ) -> [PenSection] {
        withoutRepeatedIdentities(
            sections, sectionIdentity: \.identity, items: \.items, makeSection: { PenSection(model: $0.model, items: $1) },
            repeatedIdentities: repeated, caller: "test")
    }

    func testSectionsWithoutRepeatsPassUnchangedAndReportNothing() {
        let sections = [kennel([.dog(1), .dog(2)]), cattery([.cat(3)])]
        var reported = false
        XCTAssertEqual(unique(sections) { _, _ in reported = true }, sections)
        XCTAssertFalse(reported)
    }

    func testALaterSectionOfTheSameIdentityIsLeftOutWithItsItems() {
        let again = kennel([.dog(4)], title: "again")
        var reported: (sections: [PenSection], items: [Pet])?
        let kept = unique([kennel([.dog(1)]), cattery([.cat(3)]), again]) { reported = ($0, $1) }
        XCTAssertEqual(kept, [kennel([.dog(1)]), cattery([.cat(3)])])
        XCTAssertEqual(reported?.sections, [again])
        XCTAssertEqual(reported?.items, [])
    }

    func testAnItemWhoseIdentityCameEarlierInAnySectionIsLeftOut() {
        // A cat and a dog of the same number share an identity in `Pet`.
        var reported: (sections: [PenSection], items: [Pet])?
        let kept = unique([kennel([.dog(1), .dog(2), .dog(1)]), cattery([.cat(2), .cat(3)])]) { reported = ($0, $1) }
        XCTAssertEqual(kept, [kennel([.dog(1), .dog(2)]), cattery([.cat(3)])])
        XCTAssertEqual(reported?.sections, [])
        XCTAssertEqual(reported?.items, [.dog(1), .cat(2)])
    }

    func testNoSectionsGiveNoSections() {
        XCTAssertEqual(unique([]), [])
    }
}
