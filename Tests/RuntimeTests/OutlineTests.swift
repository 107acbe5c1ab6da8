import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Each operation of `Outline`, with the rows a user sees and the batches a
/// view gets, every change run through the strict simulator.
final class OutlineTests: XCTestCase {
    /// A mailbox: Inbox holds a mail and the folder Work; Archive loads its
    /// children on demand; Notes is a leaf.
    private let mailbox = [
        parent("Inbox", [leaf("Hello"), parent("Work", [leaf("Report")])]),
        lazyParent("Archive"),
        leaf("Notes"),
    ]

    /// Applies `change` to `outline`, checks its stages on the strict
    /// simulator from what the view showed, and returns them.
    private func change(
        _ outline: inout TestOutline, file: StaticString = #filePath, line: UInt = #line,
        _ body: (inout TestOutline) -> StagedChangeset<OutlineSection>
    ) -> StagedChangeset<OutlineSection> {
        var view = BatchUpdateSimulator(showing: [outline.sectionModel])
        let stages = body(&outline)
        XCTAssertNil(outlineChangeFailure(stages, on: &view, expected: outline.sectionModel), file: file, line: line)
        if let last = stages.last {
            XCTAssertEqual(last.sections, [outline.sectionModel], file: file, line: line)
        }
        return stages
    }

    func testANewOutlineShowsItsRootsCollapsed() {
        let outline = TestOutline(section: "Mail", roots: mailbox)
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▸ Archive", "Notes"])
        XCTAssertEqual(outline.expandedIdentities, [])
        XCTAssertEqual(outline.sectionModel, OutlineSection(model: "Mail", items: outline.rows))
    }

    func testExpandedParentsGivenAtTheStartAreShownExpandedAndOtherNamesIgnored() {
        let outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox", "Work", "Notes", "Spam"])
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  ▾ Work", "    Report", "▸ Archive", "Notes"])
        XCTAssertEqual(outline.expandedIdentities, ["Inbox", "Work"])
    }

    func testExpandUpdatesTheParentRowThenInsertsTheRowsBelowIt() {
        var outline = TestOutline(section: "Mail", roots: mailbox)
        let stages = change(&outline) { $0.expand("Inbox") }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  ▸ Work", "▸ Archive", "Notes"])
        XCTAssertEqual(stages.count, 2)
        XCTAssertEqual(stages[0].updatedItems, [ItemPath(section: 0, item: 0)])
        XCTAssertEqual(dataSourceStyle(of: stages[0]), .reconfigure)
        XCTAssertEqual(stages[1].insertedItems, [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2)])
        XCTAssertEqual(outline.expandedIdentities, ["Inbox"])
    }

    func testAParentExpandedUnderACollapsedOneShowsWhenItsParentExpands() {
        var outline = TestOutline(section: "Mail", roots: mailbox)
        XCTAssertEqual(change(&outline) { $0.expand("Work") }.count, 0)
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▸ Archive", "Notes"])
        let stages = change(&outline) { $0.expand("Inbox") }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  ▾ Work", "    Report", "▸ Archive", "Notes"])
        XCTAssertEqual(stages[1].insertedItems.count, 3)
    }

    func testCollapseRemovesEveryRowBelowAndKeepsTheParentsBelowExpanded() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox", "Work"])
        let stages = change(&outline) { $0.collapse("Inbox") }
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▸ Archive", "Notes"])
        XCTAssertEqual(stages.count, 2)
        XCTAssertEqual(stages[0].updatedItems, [ItemPath(section: 0, item: 0)])
        XCTAssertEqual(stages[1].deletedItems, (1...3).map { ItemPath(section: 0, item: $0) })
        XCTAssertEqual(outline.expandedIdentities, ["Work"])
        _ = change(&outline) { $0.expand("Inbox") }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  ▾ Work", "    Report", "▸ Archive", "Notes"])
    }

    func testCollapsingANestedParentRemovesOnlyItsRows() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox", "Work"])
        let stages = change(&outline) { $0.collapse("Work") }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  ▸ Work", "▸ Archive", "Notes"])
        XCTAssertEqual(stages[0].updatedItems, [ItemPath(section: 0, item: 2)])
        XCTAssertEqual(stages[1].deletedItems, [ItemPath(section: 0, item: 3)])
    }

    func testExpandOrCollapseThatChangesNothingReturnsNoStage() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox"])
        let before = outline.rows
        XCTAssertEqual(outline.expand("Inbox").count, 0)
        XCTAssertEqual(outline.expand("Hello").count, 0)
        XCTAssertEqual(outline.expand("Spam").count, 0)
        XCTAssertEqual(outline.collapse("Work").count, 0)
        XCTAssertEqual(outline.collapse("Notes").count, 0)
        XCTAssertEqual(outline.rows, before)
        XCTAssertEqual(outline.expandedIdentities, ["Inbox"])
    }

    func testAnEmptyParentExpandsWithoutRows() {
        var outline = TestOutline(section: "Mail", roots: [parent("Drafts", []), leaf("Notes")])
        let stages = change(&outline) { $0.expand("Drafts") }
        XCTAssertEqual(seen(outline.rows), ["▾ Drafts", "Notes"])
        XCTAssertEqual(stages.count, 1)
    }

    func testExpandingALazyParentShowsAPlaceholderUntilItsChildrenArrive() {
        var outline = TestOutline(section: "Mail", roots: mailbox)
        XCTAssertTrue(outline.needsChildren(of: "Archive"))
        _ = change(&outline) { $0.expand("Archive") }
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▾ Archive", "  …", "Notes"])
        XCTAssertEqual(outline.rows[2].identity, .placeholder(parent: "Archive"))
        XCTAssertNil(outline.rows[2].item)

        let stages = change(&outline) { $0.children(arrived: [leaf("Old"), parent("2019", [leaf("Trip")])], for: "Archive") }
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▾ Archive", "  Old", "  ▸ 2019", "Notes"])
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].deletedItems, [ItemPath(section: 0, item: 2)])
        XCTAssertEqual(stages[0].insertedItems, [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 3)])
        XCTAssertFalse(outline.needsChildren(of: "Archive"))
    }

    func testChildrenThatArriveAfterACollapseAreShownAtTheNextExpand() {
        var outline = TestOutline(section: "Mail", roots: mailbox)
        _ = change(&outline) { $0.expand("Archive") }
        _ = change(&outline) { $0.collapse("Archive") }
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▸ Archive", "Notes"])
        XCTAssertEqual(change(&outline) { $0.children(arrived: [leaf("Old")], for: "Archive") }.count, 0)
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▸ Archive", "Notes"])
        _ = change(&outline) { $0.expand("Archive") }
        XCTAssertEqual(seen(outline.rows), ["▸ Inbox", "▾ Archive", "  Old", "Notes"])
        XCTAssertEqual(outline.roots[1], parent("Archive", [leaf("Old")]))
    }

    func testChildrenForAnUnknownIdentityOrALeafChangeNothing() {
        var outline = TestOutline(section: "Mail", roots: mailbox)
        XCTAssertEqual(outline.children(arrived: [leaf("Old")], for: "Spam").count, 0)
        XCTAssertEqual(outline.children(arrived: [leaf("Old")], for: "Notes").count, 0)
        XCTAssertEqual(outline.roots, mailbox)
    }

    func testChildrenForALoadedParentReplaceItsChildren() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox"])
        _ = change(&outline) { $0.children(arrived: [leaf("Hello", version: 1), leaf("New")], for: "Inbox") }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello v1", "  New", "▸ Archive", "Notes"])
    }

    func testAnUpdateKeepsTheParentsThatAreStillThereExpanded() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox", "Work"])
        let newer = [
            parent("Inbox", [leaf("Hello"), leaf("Welcome"), parent("Work", [leaf("Report")])]),
            leaf("Notes"),
        ]
        let stages = change(&outline) { $0.update(newer) }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  Welcome", "  ▾ Work", "    Report", "Notes"])
        XCTAssertEqual(stages.flatMap(\.insertedItems), [ItemPath(section: 0, item: 2)])
        XCTAssertEqual(stages.flatMap(\.deletedItems), [ItemPath(section: 0, item: 4)])

        // Work is gone: forgotten, so it comes back collapsed.
        _ = change(&outline) { $0.update([parent("Inbox", [leaf("Hello")]), leaf("Notes")]) }
        XCTAssertEqual(outline.expandedIdentities, ["Inbox"])
        _ = change(&outline) { $0.update(newer) }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  Welcome", "  ▸ Work", "Notes"])
    }

    func testAParentThatBecomesALeafIsForgotten() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox"])
        _ = change(&outline) { $0.update([leaf("Inbox"), leaf("Notes")]) }
        XCTAssertEqual(seen(outline.rows), ["Inbox", "Notes"])
        XCTAssertEqual(outline.expandedIdentities, [])
    }

    func testARowThatMovesToAnotherParentIsMovedAndUpdatedForItsDepth() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox", "Work"])
        // Report leaves Work for the top level, after Notes.
        let stages = change(&outline) {
            $0.update([parent("Inbox", [leaf("Hello"), parent("Work", [])]), lazyParent("Archive"), leaf("Notes"),
                       leaf("Report")])
        }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "  ▾ Work", "▸ Archive", "Notes", "Report"])
        XCTAssertEqual(stages.flatMap(\.deletedItems), [])
        XCTAssertEqual(stages.flatMap(\.insertedItems), [])
        XCTAssertEqual(stages.flatMap(\.updatedItems), [ItemPath(section: 0, item: 3)])
        let moves = stages.flatMap(\.movedItems)
        XCTAssertEqual(moves.count, 1)
        XCTAssertEqual(moves.first?.to, ItemPath(section: 0, item: 5))
    }

    func testAnUpdateOfOneLeafIsOneReconfiguredRow() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox"])
        let stages = change(&outline) {
            $0.update([parent("Inbox", [leaf("Hello", version: 2), parent("Work", [leaf("Report")])]),
                       lazyParent("Archive"), leaf("Notes")])
        }
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].updatedItems, [ItemPath(section: 0, item: 1)])
        XCTAssertEqual(dataSourceStyle(of: stages[0]), .reconfigure)
        XCTAssertEqual(seen(outline.rows)[1], "  Hello v2")
        XCTAssertEqual(outline.update(outline.roots).count, 0)
    }

    func testAnUpdateOfTheSectionContentUpdatesTheSection() {
        var outline = Outline<Header, Entry>(section: Header(id: "mail", title: "Mail"), roots: mailbox)
        var view = BatchUpdateSimulator(showing: [outline.sectionModel])
        let stages = outline.update(mailbox, section: Header(id: "mail", title: "Mail (3)"))
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages.first?.updatedSections, [0])
        for stage in stages { XCTAssertNoThrow(try view.apply(stage, updateStyle: .reconfigure)) }
        XCTAssertNil(view.shownDifference(from: [outline.sectionModel]))
        XCTAssertEqual(outline.section.title, "Mail (3)")
    }

    func testAnExpandedParentWhoseChildrenAreNotLoadedAgainShowsItsPlaceholder() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox", "Work"])
        _ = change(&outline) { $0.update([lazyParent("Inbox"), lazyParent("Archive"), leaf("Notes")]) }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  …", "▸ Archive", "Notes"])
        XCTAssertEqual(outline.expandedIdentities, ["Inbox"])
    }

    func testRowIndexOfAParentCountsTheRowsAboveIt() {
        var outline = TestOutline(section: "Mail", roots: mailbox, expanded: ["Inbox", "Work"])
        XCTAssertEqual(outline.rowIndex(ofParent: "Inbox"), 0)
        XCTAssertEqual(outline.rowIndex(ofParent: "Work"), 2)
        XCTAssertEqual(outline.rowIndex(ofParent: "Archive"), 4)
        XCTAssertNil(outline.rowIndex(ofParent: "Notes"))
        _ = outline.collapse("Inbox")
        XCTAssertNil(outline.rowIndex(ofParent: "Work"))
        XCTAssertEqual(outline.rowIndex(ofParent: "Archive"), 1)
    }

    func testRepeatedIdentitiesNeverTrapAndActOnTheFirstOccurrence() {
        let roots = [parent("Inbox", [leaf("Hello")]), parent("Inbox", [leaf("Hello"), leaf("Other")]), leaf("Hello")]
        var outline = TestOutline(section: "Mail", roots: roots)
        _ = change(&outline) { $0.expand("Inbox") }
        XCTAssertEqual(seen(outline.rows), ["▾ Inbox", "  Hello", "▸ Inbox", "Hello"])
        _ = change(&outline) { $0.update(roots.reversed()) }
        XCTAssertEqual(seen(outline.rows), ["Hello", "▾ Inbox", "  Hello", "  Other", "▾ Inbox", "  Hello"])
    }
}
