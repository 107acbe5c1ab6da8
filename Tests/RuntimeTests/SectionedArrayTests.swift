import ItemizeRuntime
import ItemizeTesting
import XCTest

// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedArrayTests: XCTestCase {
    /// An array of A [1, 2, 3] and an empty B, with what it delivered.
    private func makeArray() throws -> (SectionedArray<TestSection>, Recorder) {
        let array = try SectionedArray(sections: [section("A", [1, 2, 3]), section("B", [])])
        let recorder = Recorder()
        _ = array.observe { recorder.changesets.append($0) }
        return (array, recorder)
    }

    func testEachMutationRecordsOneChangesetThatTheStrictViewAccepts() async throws {
        let (array, recorder) = try makeArray()
        var view = BatchUpdateSimulator(showing: array.sections)
        func expect(_ changeset: Changeset<TestSection>?, _ sections: [TestSection], line: UInt = #line) {
            XCTAssertEqual(array.sections, sections, line: line)
            XCTAssertEqual(recorder.changesets.last, changeset.map { var c = $0; c.sections = sections; return c },
                           line: line)
            XCTAssertEqual(recorder.changesets.count, changeset == nil ? 0 : 1, line: line)
            for changeset in recorder.changesets {
                XCTAssertNoThrow(try view.apply(changeset), line: line)
            }
            XCTAssertNil(view.shownDifference(from: sections), line: line)
            recorder.changesets = []
        }
        func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

        try array.appendItem(Row(id: 4), toSection: 1)
        expect(Changeset(sections: [], insertedItems: [path(1, 0)]), [section("A", [1, 2, 3]), section("B", [4])])
        try array.insertItem(Row(id: 5), at: path(0, 0))
        expect(Changeset(sections: [], insertedItems: [path(0, 0)]), [section("A", [5, 1, 2, 3]), section("B", [4])])
        XCTAssertEqual(try array.removeItem(at: path(0, 1)), Row(id: 1))
        expect(Changeset(sections: [], deletedItems: [path(0, 1)]), [section("A", [5, 2, 3]), section("B", [4])])
        try array.moveItem(from: path(0, 0), to: path(1, 1))
        expect(Changeset(sections: [], movedItems: [(path(0, 0), path(1, 1))]),
               [section("A", [2, 3]), section("B", [4, 5])])
        try array.moveItem(from: path(0, 1), to: path(0, 0))
        expect(Changeset(sections: [], movedItems: [(path(0, 1), path(0, 0))]),
               [section("A", [3, 2]), section("B", [4, 5])])
        try array.moveItem(from: path(1, 1), to: path(1, 1))
        expect(nil, [section("A", [3, 2]), section("B", [4, 5])])

        XCTAssertEqual(try array.replaceItem(at: path(0, 0), with: Row(id: 3, version: 1)), Row(id: 3))
        expect(Changeset(sections: [], updatedItems: [path(0, 0)]),
               [section("A", rows: [Row(id: 3, version: 1), Row(id: 2)]), section("B", [4, 5])])
        try array.replaceItem(at: path(0, 0), with: Row(id: 9))
        expect(Changeset(sections: [], deletedItems: [path(0, 0)], insertedItems: [path(0, 0)]),
               [section("A", [9, 2]), section("B", [4, 5])])
        try array.replaceItem(at: path(0, 0), with: Row(id: 9))
        expect(nil, [section("A", [9, 2]), section("B", [4, 5])])

        try array.appendSection(section("C", [7]))
        expect(Changeset(sections: [], insertedSections: [2]),
               [section("A", [9, 2]), section("B", [4, 5]), section("C", [7])])
        try array.insertSection(section("D", []), at: 0)
        expect(Changeset(sections: [], insertedSections: [0]),
               [section("D", []), section("A", [9, 2]), section("B", [4, 5]), section("C", [7])])
        try array.moveSection(from: 0, to: 3)
        expect(Changeset(sections: [], movedSections: [(0, 3)]),
               [section("A", [9, 2]), section("B", [4, 5]), section("C", [7]), section("D", [])])
        try array.moveSection(from: 2, to: 2)
        expect(nil, [section("A", [9, 2]), section("B", [4, 5]), section("C", [7]), section("D", [])])
        XCTAssertEqual(try array.removeSection(at: 1), section("B", [4, 5]))
        expect(Changeset(sections: [], deletedSections: [1]),
               [section("A", [9, 2]), section("C", [7]), section("D", [])])

        try array.replaceSection(at: 1, with: section("C", [7, 8], title: "new"))
        expect(Changeset(sections: [], updatedSections: [1]),
               [section("A", [9, 2]), section("C", [7, 8], title: "new"), section("D", [])])
        try array.replaceSection(at: 1, with: section("E", [1]))
        expect(Changeset(sections: [], deletedSections: [1], insertedSections: [1]),
               [section("A", [9, 2]), section("E", [1]), section("D", [])])
        try array.replaceSection(at: 1, with: section("E", [1]))
        expect(nil, [section("A", [9, 2]), section("E", [1]), section("D", [])])
        XCTAssertEqual(array.item(at: path(0, 1)), Row(id: 2))
        XCTAssertNil(array.item(at: path(2, 0)))
    }

    func testOutOfRangeMutationsThrowAClearErrorAndChangeNothing() async throws {
        let (array, recorder) = try makeArray()
        let before = array.sections
        func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }
        let cases: [(String, () throws -> Void)] = [
            ("appendItem(_:toSection:): no section 2: there are 2 sections",
             { try array.appendItem(Row(id: 9), toSection: 2) }),
            ("insertItem(_:at:): an item cannot go to [0, 4]: its item index must be in 0...3",
             { try array.insertItem(Row(id: 9), at: path(0, 4)) }),
            ("insertItem(_:at:): an item cannot go to [0, -1]: its item index must be in 0...3",
             { try array.insertItem(Row(id: 9), at: path(0, -1)) }),
            ("insertItem(_:at:): no section -1: there are 2 sections",
             { try array.insertItem(Row(id: 9), at: path(-1, 0)) }),
            ("removeItem(at:): no item at [1, 0]: section 1 has 0 items",
             { try array.removeItem(at: path(1, 0)) }),
            ("removeItem(at:): no item at [0, 3]: section 0 has 3 items",
             { try array.removeItem(at: path(0, 3)) }),
            ("moveItem(from:to:): an item cannot go to [0, 3]: its item index must be in 0...2",
             { try array.moveItem(from: path(0, 0), to: path(0, 3)) }),
            ("moveItem(from:to:): an item cannot go to [1, 1]: its item index must be in 0...0",
             { try array.moveItem(from: path(0, 0), to: path(1, 1)) }),
            ("moveItem(from:to:): no section 5: there are 2 sections",
             { try array.moveItem(from: path(0, 0), to: path(5, 0)) }),
            ("moveItem(from:to:): no item at [1, 0]: section 1 has 0 items",
             { try array.moveItem(from: path(1, 0), to: path(0, 0)) }),
            ("replaceItem(at:with:): no item at [0, 3]: section 0 has 3 items",
             { try array.replaceItem(at: path(0, 3), with: Row(id: 9)) }),
            ("insertSection(_:at:): a section cannot go to index 3: it must be in 0...2",
             { try array.insertSection(section("C", []), at: 3) }),
            ("removeSection(at:): no section 2: there are 2 sections",
             { try array.removeSection(at: 2) }),
            ("moveSection(from:to:): a section cannot go to index 2: it must be in 0...1",
             { try array.moveSection(from: 0, to: 2) }),
            ("moveSection(from:to:): no section -1: there are 2 sections",
             { try array.moveSection(from: -1, to: 0) }),
            ("replaceSection(at:with:): no section -1: there are 2 sections",
             { try array.replaceSection(at: -1, with: section("C", [])) }),
        ]
        for (message, mutation) in cases {
            do {
                try mutation()
                XCTFail("no error; expected \(message)")
            } catch {
                XCTAssertEqual((error as? SectionedArrayError)?.description, message)
            }
            XCTAssertEqual(array.sections, before, message)
        }
        XCTAssertEqual(recorder.changesets.count, 0)
        XCTAssertEqual(
            SectionedArrayError(operation: "removeItem(at:)", reason: .noSection(1, sectionCount: 1)).description,
            "removeItem(at:): no section 1: there is 1 section")
    }

    func testABatchDeliversTheFewStagesOfADiffThatTheStrictViewAccepts() async throws {
        let (array, recorder) = try makeArray()
        let before = array.sections
        try array.batch { array in
            for id in 10..<20 { try array.appendItem(Row(id: id), toSection: 1) }
            try array.removeItem(at: ItemPath(section: 0, item: 0))
            try array.moveSection(from: 1, to: 0)
            try array.replaceItem(at: ItemPath(section: 1, item: 1), with: Row(id: 3, version: 2))
            try array.appendSection(section("C", [1]))
            try array.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))
        }
        let after = [
            section("B", Array(11..<20)),
            section("A", rows: [Row(id: 10), Row(id: 2), Row(id: 3, version: 2)]),
            section("C", [1]),
        ]
        XCTAssertEqual(array.sections, after)
        XCTAssertEqual(recorder.changesets, Array(StagedChangeset(source: before, target: after)))
        XCTAssertLessThan(recorder.changesets.count, 5, "16 mutations, a few stages")
        var view = BatchUpdateSimulator(showing: before)
        for changeset in recorder.changesets { XCTAssertNoThrow(try view.apply(changeset)) }
        XCTAssertNil(view.shownDifference(from: after))
    }

    func testAThrowingBatchRestoresTheArrayAndTellsNoOne() async throws {
        let (array, recorder) = try makeArray()
        let before = array.sections
        XCTAssertThrowsError(try array.batch { array in
            try array.appendSection(section("C", [4]))
            try array.removeItem(at: ItemPath(section: 0, item: 0))
            try array.removeItem(at: ItemPath(section: 9, item: 0))
        }) { error in
            XCTAssertEqual((error as? SectionedArrayError)?.reason, .noSection(9, sectionCount: 3))
        }
        XCTAssertEqual(array.sections, before)
        XCTAssertEqual(recorder.changesets.count, 0)
    }

    func testNestedBatchesDeliverOnceTheOutermostEnds() async throws {
        let (array, recorder) = try makeArray()
        let before = array.sections
        try array.batch { array in
            try array.removeItem(at: ItemPath(section: 0, item: 0))
            try array.batch { array in
                try array.appendItem(Row(id: 7), toSection: 1)
            }
            XCTAssertEqual(recorder.changesets.count, 0)
            // A failed inner batch undoes only its own changes.
            try? array.batch { array in
                try array.appendSection(section("X", []))
                try array.removeSection(at: 7)
            }
            XCTAssertEqual(array.sections.count, 2)
        }
        let after = [section("A", [2, 3]), section("B", [7])]
        XCTAssertEqual(array.sections, after)
        XCTAssertEqual(recorder.changesets, Array(StagedChangeset(source: before, target: after)))
        XCTAssertEqual(recorder.changesets.count, 2, "a delete stage, then an insert stage")
    }

    func testSetSectionsDeliversADiff() async throws {
        let (array, recorder) = try makeArray()
        let before = array.sections
        let new = [section("B", [3]), section("A", [1])]
        try array.setSections(new)
        XCTAssertEqual(array.sections, new)
        XCTAssertEqual(recorder.changesets, Array(StagedChangeset(source: before, target: new)))
    }

    func testRemovedObserversHearNothingMore() async throws {
        let array = try SectionedArray(sections: [section("A", [])])
        let first = Recorder(), second = Recorder()
        let firstToken = array.observe { first.changesets.append($0) }
        _ = array.observe { second.changesets.append($0) }
        try array.appendItem(Row(id: 1), toSection: 0)
        array.removeObserver(firstToken)
        array.removeObserver(firstToken)
        try array.appendItem(Row(id: 2), toSection: 0)
        XCTAssertEqual(first.changesets.count, 1)
        XCTAssertEqual(second.changesets.count, 2)

        // A token of another array removes nothing here.
        let other = SectionedArray<TestSection>()
        let otherToken = other.observe { _ in }
        let third = Recorder()
        _ = array.observe { third.changesets.append($0) }
        array.removeObserver(otherToken)
        try array.appendItem(Row(id: 3), toSection: 0)
        XCTAssertEqual(third.changesets.count, 1)
    }

    func testAnObserverRemovedDuringDeliveryMissesThatChangeset() async throws {
        let array = try SectionedArray(sections: [section("A", [])])
        let later = Recorder()
        var laterToken: ObservationToken?
        _ = array.observe { _ in
            if let laterToken { array.removeObserver(laterToken) }
        }
        laterToken = array.observe { later.changesets.append($0) }
        try array.appendItem(Row(id: 1), toSection: 0)
        XCTAssertEqual(later.changesets.count, 0)
    }

    func testAChangeMadeByAnObserverReachesEveryObserverInOrder() async throws {
        let array = try SectionedArray(sections: [section("A", [1])])
        var view = BatchUpdateSimulator(showing: array.sections)
        var rejections: [BatchUpdateError] = []
        _ = array.observe { changeset in
            // Mirrors every insert into a second section, from inside delivery.
            guard changeset.insertedItems.first?.section == 0, let id = changeset.insertedItems.first.map({
                changeset.sections[0].items[$0.item].id
            }) else { return }
            if array.sections.count == 1 {
                do { try array.appendSection(section("Mirror", [])) } catch { XCTFail("\(error)") }
            }
            try? array.appendItem(Row(id: id + 100), toSection: 1)
        }
        _ = array.observe { changeset in
            do throws(BatchUpdateError) { try view.apply(changeset) } catch { rejections.append(error) }
        }
        try array.appendItem(Row(id: 2), toSection: 0)
        try array.insertItem(Row(id: 3), at: ItemPath(section: 0, item: 0))
        XCTAssertEqual(rejections, [])
        XCTAssertEqual(array.sections, [section("A", [3, 1, 2]), section("Mirror", [102, 103])])
        XCTAssertNil(view.shownDifference(from: array.sections))
    }

    /// The way to show an array: each changeset drives the view, and the
    /// data source switches to its sections inside the batch.
    func testAnArrayDrivesADataSourceAndItsView() async throws {
        let array = try SectionedArray(sections: [section("A", [1, 2])])
        let dataSource = SectionedDataSource(sections: array.sections)
        let view = SimulatedListView { dataSource.sections }
        dataSource.bind(array, to: view)
        try array.appendItem(Row(id: 3), toSection: 0)
        try array.batch { array in
            try array.insertSection(section("B", [4]), at: 0)
            try array.moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 1))
            try array.replaceItem(at: ItemPath(section: 1, item: 1), with: Row(id: 3, version: 1))
        }
        try array.removeSection(at: 0)
        XCTAssertEqual(view.errors, [])
        XCTAssertGreaterThan(view.batchCount, 3)
        XCTAssertEqual(array.sections, [section("A", rows: [Row(id: 2), Row(id: 3, version: 1)])])
        XCTAssertNil(view.shownDifference(from: array.sections))
        XCTAssertEqual(dataSource.itemPath(for: 3), ItemPath(section: 0, item: 1))
    }

    func testTheChangesStreamDeliversInOrderAndFinishesWhenTheArrayGoes() async throws {
        var array: SectionedArray<TestSection>? = try SectionedArray(sections: [section("A", [])])
        let stream = array!.changes
        let unused = array!.changes
        try array!.appendItem(Row(id: 1), toSection: 0)
        try array!.batch { array in
            try array.appendItem(Row(id: 2), toSection: 0)
            try array.moveItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0))
        }
        array = nil
        var received: [Changeset<TestSection>] = []
        for await changeset in stream { received.append(changeset) }
        XCTAssertEqual(received.map(\.sections), [[section("A", [1])], [section("A", [2, 1])]])
        let first = ItemPath(section: 0, item: 0)
        XCTAssertEqual(received.map(\.insertedItems), [[first], [first]])
        var unusedCount = 0
        for await _ in unused { unusedCount += 1 }
        XCTAssertEqual(unusedCount, 2, "every stream gets every changeset")
    }
}

/// Collects delivered changesets; a class so observer closures can share it.
@MainActor private final class Recorder {
    var changesets: [Changeset<TestSection>] = []
}
