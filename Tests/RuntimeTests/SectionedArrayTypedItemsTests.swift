import ItemizeRuntime
import XCTest

/// What a kennel may hold, as a generated section's members enum is.
private enum KennelPets: SectionMembers {
    case dog(Int)
    var item: Pet {
        switch self {
        case .dog(let id): .dog(id)
        }
    }
}

/// What a cattery may hold.
private enum CatteryPets: SectionMembers {
    case cat(Int)
    var item: Pet {
        switch self {
        case .cat(let id): .cat(id)
        }
    }
}

extension TypedSection where Model == PenSection, Members == KennelPets {
    fileprivate static var kennel: Self { .init("kennel") }
}

extension TypedSection where Model == PenSection, Members == CatteryPets {
    fileprivate static var cattery: Self { .init("cattery") }
}

// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedArrayTypedItemsTests: XCTestCase {
    func testAppendFindsTheSectionByIdentityWhereverItIs() async throws {
        let array = try SectionedArray(sections: [cattery([.cat(1)]), kennel([.dog(2)])])
        var delivered: [Changeset<PenSection>] = []
        _ = array.observe { delivered.append($0) }
        try array.appendItem(.dog(3), to: .kennel)
        XCTAssertEqual(array.sections.map(\.items), [[.cat(1)], [.dog(2), .dog(3)]])
        XCTAssertEqual(delivered.map(\.insertedItems), [[ItemPath(section: 1, item: 1)]])
    }

    func testInsertPutsTheMemberAtItsIndexInTheSection() async throws {
        let array = try SectionedArray(sections: [kennel([.dog(1)]), cattery([.cat(2), .cat(3)])])
        try array.insertItem(.cat(4), at: 1, in: .cattery)
        XCTAssertEqual(array.sections[1].items, [.cat(2), .cat(4), .cat(3)])
    }

    func testReplaceReturnsTheOldItemAndRecordsTheChangeAtItsPath() async throws {
        let array = try SectionedArray(sections: [kennel([.dog(1), .dog(2)])])
        var delivered: [Changeset<PenSection>] = []
        _ = array.observe { delivered.append($0) }
        XCTAssertEqual(try array.replaceItem(at: 1, in: .kennel, with: .dog(5)), .dog(2))
        XCTAssertEqual(array.sections[0].items, [.dog(1), .dog(5)])
        XCTAssertEqual(delivered.map(\.deletedItems), [[ItemPath(section: 0, item: 1)]])
        XCTAssertEqual(delivered.map(\.insertedItems), [[ItemPath(section: 0, item: 1)]])
    }

    /// The header data is not the identity: a retitled section is still found.
    func testASectionIsFoundByIdentityNotByItsHeader() async throws {
        let array = try SectionedArray(sections: [kennel([], title: "Dogs")])
        try array.appendItem(.dog(1), to: .kennel)
        XCTAssertEqual(array.sections[0].items, [.dog(1)])
    }

    func testASectionTheArrayDoesNotHaveThrowsAndChangesNothing() async throws {
        let array = try SectionedArray(sections: [kennel([.dog(1)])])
        var delivered: [Changeset<PenSection>] = []
        _ = array.observe { delivered.append($0) }
        XCTAssertThrowsError(try array.appendItem(.cat(2), to: .cattery)) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.description,
                "appendItem(_:to:): no section has the identity cattery: there is 1 section")
            XCTAssertEqual((error as? SectionedArrayError)?.reason, .noSectionIdentified("cattery", sectionCount: 1))
        }
        XCTAssertThrowsError(try array.replaceItem(at: 0, in: .cattery, with: .cat(2)))
        XCTAssertEqual(array.sections.map(\.items), [[.dog(1)]])
        XCTAssertTrue(delivered.isEmpty)
    }

    func testAnIndexOutOfTheSectionNamesTheTypedOperation() async throws {
        let array = try SectionedArray(sections: [cattery([.cat(1)]), kennel([.dog(2)])])
        XCTAssertThrowsError(try array.insertItem(.dog(3), at: 5, in: .kennel)) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.description,
                "insertItem(_:at:in:): an item cannot go to [1, 5]: its item index must be in 0...1")
        }
        XCTAssertThrowsError(try array.replaceItem(at: 1, in: .kennel, with: .dog(3))) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.description,
                "replaceItem(at:in:with:): no item at [1, 1]: section 1 has 1 item")
        }
        XCTAssertEqual(array.sections.map(\.items), [[.cat(1)], [.dog(2)]])
    }
}
