import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Uses the committed Examples/Inbox.swift: a section field that is content
/// (a live unread count), a parameterized section with an interpolated
/// title, a kind without data, allowed kinds enforced and the section
/// dispatch; the data runs through the batch-update simulator.
@MainActor
final class InboxTests: XCTestCase {
    let hello = Mail(id: 1, subject: "Hello", isRead: false)
    let lunch = Mail(id: 2, subject: "Lunch?", isRead: true)

    func testTheSpecSaysWhichKindsCanBeSelectedMovedAndDeleted() async {
        XCTAssertEqual(InboxItem.Kind.allCases.map(\.isSelectable), [true, false])
        XCTAssertEqual(InboxItem.Kind.allCases.map(\.isMovable), [true, false])
        XCTAssertEqual(InboxItem.Kind.allCases.map(\.isDeletable), [true, false])
        XCTAssertEqual(InboxItem.mail(hello).accessibilityIdentifier, "mail.1")
        XCTAssertEqual(InboxItem.spinner.accessibilityIdentifier, "spinner")
    }

    func testEachPlaceOffersTheSpecsActionsAndEachCallsItsOwnHandlerWithTheRowsValue() async {
        var calls: [String] = []
        let actions = InboxItem.Actions(mail: .init(
            toggleRead: { mail, place in calls.append("toggleRead \(mail.id) \(place.path)") },
            delete: { mail, place in calls.append("delete \(mail.id) \(place.path)") },
            archive: { mail, place in calls.append("archive \(mail.id) \(place.path)") },
            select: { mail, place in calls.append("select \(mail.id) \(place.path)") }))
        let place = InboxItem.ActionPlace(section: .day("Monday"), path: ItemPath(section: 1, item: 4))
        let offered = ActionMenu.allCases.map { menu in
            actions.actions(in: menu, for: .mail(lunch), at: place)
        }
        XCTAssertEqual(offered.map { $0.map(\.name) }, [["toggleRead"], ["delete", "archive"], ["archive", "delete"]])
        XCTAssertEqual(offered[1].map(\.title), ["Delete", "Archive"])
        XCTAssertEqual(offered[1].map(\.systemImage), ["trash", "archivebox"])
        XCTAssertEqual(offered[1].map(\.isDestructive), [true, false])
        for action in offered.joined() { action.perform() }
        actions.select(.mail(lunch), at: place)
        XCTAssertEqual(calls, [
            "toggleRead 2 [1, 4]", "delete 2 [1, 4]", "archive 2 [1, 4]", "archive 2 [1, 4]", "delete 2 [1, 4]",
            "select 2 [1, 4]",
        ])
        // The spinner offers nothing and has no select handler.
        XCTAssertTrue(ActionMenu.allCases.allSatisfy { actions.actions(in: $0, for: .spinner, at: place).isEmpty })
        actions.select(.spinner, at: place)
        XCTAssertEqual(calls.count, 6)
    }

    func testAnActionRowIsTheItemAndSectionAtAnIndexPathAndNilOutsideTheSections() async {
        let sections = [
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]
        let row = sections.actionRow(at: ItemPath(section: 1, item: 0))
        XCTAssertEqual(row?.item, .spinner)
        XCTAssertEqual(row?.place, ActionPlace(section: .loading, path: ItemPath(section: 1, item: 0)))
        XCTAssertEqual(sections.actionRow(at: ItemPath(section: 0, item: 0))?.item, .mail(hello))
        for (section, item) in [(0, 1), (2, 0), (-1, 0), (0, -1)] {
            XCTAssertNil(sections.actionRow(at: ItemPath(section: section, item: item)), "\(section).\(item)")
        }
    }

    func testHeadersShowTheSectionsValues() async {
        XCTAssertEqual(InboxSection.inbox(unread: 3).header, "Inbox (3)")
        XCTAssertEqual(InboxSection.day("Monday").header, "Received Monday")
        // `{{` and `}}` are literal braces.
        XCTAssertEqual(InboxSection.day("Monday").footer, "{end of Monday}")
        XCTAssertNil(InboxSection.loading.header)
    }

    func testAFieldIsContentAndNotIdentity() async {
        XCTAssertEqual(InboxSection.inbox(unread: 3).identity, InboxSection.inbox(unread: 9).identity)
        XCTAssertNotEqual(InboxSection.inbox(unread: 3), InboxSection.inbox(unread: 9))
        XCTAssertNotEqual(InboxSection.day("Monday").identity, InboxSection.day("Tuesday").identity)
        let before = [InboxSectionModel(model: .inbox(unread: 3), items: [.mail(hello)])]
        let after = [InboxSectionModel(model: .inbox(unread: 2), items: [.mail(hello)])]
        let stages = Array(StagedChangeset(source: before, target: after))
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages.first?.updatedSections, [0])
        XCTAssertEqual(stages.first?.deletedSections, [])
        XCTAssertEqual(stages.first?.insertedSections, [])
    }

    func testAKindWithoutDataIsItsOwnIdentity() async {
        let spinner = InboxItem.spinner
        XCTAssertEqual(spinner.kind, .spinner)
        XCTAssertEqual(spinner.identity, .spinner)
        XCTAssertEqual(InboxItem.Kind.spinner.reuseIdentifier, "SpinnerCell")
        // Mail names a table and a collection class: each view registers its
        // own under the kind's name.
        XCTAssertEqual(InboxItem.Kind.mail.reuseIdentifier, "Mail")
        let describe = InboxItem.Dispatch<String, String>(
            mail: { prefix, _, mail in prefix + mail.subject }, spinner: { prefix, _ in prefix + "loading" })
        XCTAssertEqual(describe(.spinner, in: "> ", at: ItemPath(section: 2, item: 0)), "> loading")
        XCTAssertEqual(describe(.mail(hello), in: "> ", at: ItemPath(section: 0, item: 0)), "> Hello")
        // Two spinners share one identity: reported as duplicates.
        let twice = [InboxSectionModel(model: .loading, items: [.spinner, .spinner])]
        XCTAssertEqual(duplicateIdentities(in: twice), [.item(.spinner, paths: [
            ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1),
        ])])
    }

    func testSectionDispatchGetsTheParameterAndFields() async {
        let heights = InboxSection.Dispatch<Double, Double>(
            inbox: { scale, unread in scale * Double(unread) }, day: { scale, day in scale * Double(day.count) },
            loading: { scale in scale })
        XCTAssertEqual(heights(.inbox(unread: 4), in: 10), 40)
        XCTAssertEqual(heights(.day("Mon"), in: 10), 30)
        XCTAssertEqual(heights(.loading, in: 10), 10)
    }

    func testSectionedArrayRefusesAKindItsSectionDoesNotAllow() async throws {
        let inbox = try SectionedArray(sections: [
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ])
        let before = inbox.sections
        var delivered = 0
        _ = inbox.observe { _ in delivered += 1 }
        XCTAssertThrowsError(try inbox.appendItem(.spinner, toSection: 0)) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.description,
                "appendItem(_:toSection:): section 0 (inbox(unread: 1)) does not allow a spinner; it allows mail")
        }
        XCTAssertThrowsError(try inbox.insertItem(.mail(lunch), at: ItemPath(section: 1, item: 0)))
        XCTAssertThrowsError(try inbox.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)))
        XCTAssertThrowsError(try inbox.replaceItem(at: ItemPath(section: 1, item: 0), with: .mail(lunch)))
        XCTAssertThrowsError(
            try inbox.insertSection(InboxSectionModel(model: .day("Mon"), items: [.spinner]), at: 1)) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.reason,
                .kindNotAllowed(kind: "spinner", section: 1, sectionDescription: "day(\"Mon\")", allowedKinds: ["mail"]))
        }
        XCTAssertThrowsError(try inbox.appendSection(InboxSectionModel(model: .loading, items: [.mail(lunch)]))) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.description,
                "appendSection(_:): section 2 (loading) does not allow a mail; it allows spinner")
        }
        XCTAssertThrowsError(try inbox.setSections([
            InboxSectionModel(model: .inbox(unread: 2), items: [.mail(hello)]),
            InboxSectionModel(model: .day("Mon"), items: [.mail(lunch), .spinner]),
        ])) { error in
            XCTAssertEqual(
                (error as? SectionedArrayError)?.description,
                "setSections(_:): section 1 (day(\"Mon\")) does not allow a spinner; it allows mail")
        }
        XCTAssertThrowsError(try inbox.batch { array in
            try array.appendItem(.mail(lunch), toSection: 0)
            try array.appendItem(.mail(lunch), toSection: 1)
        })
        XCTAssertEqual(inbox.sections, before)
        XCTAssertEqual(delivered, 0)
        try inbox.appendItem(.mail(lunch), toSection: 0)
        XCTAssertEqual(inbox.sections[0].items, [.mail(hello), .mail(lunch)])
    }

    func testDataSourceReportsDisallowedItemsAndStillShowsThem() async {
        let dataSource = SectionedDataSource<InboxSectionModel>()
        var reported: [String] = []
        var duplicates: [String] = []
        dataSource.disallowedItemsHandler = { items in reported += items.map(\.description) }
        dataSource.duplicatesHandler = { found in duplicates += found.map(\.description) }
        let view = SimulatedListView { dataSource.sections }
        let sections = [
            InboxSectionModel(model: .inbox(unread: 0), items: [.mail(hello), .spinner]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]
        await dataSource.apply(sections, to: view)
        XCTAssertEqual(reported, ["a spinner at [0, 1] in section inbox(unread: 0), which allows mail"])
        XCTAssertEqual(duplicates, ["item GeneratedCodeTests.InboxItem.Identity.spinner at [0, 1], [1, 0]"])
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: sections))
    }

    func testANewUnreadCountUpdatesTheHeaderInPlaceOnTheSimulator() async {
        let dataSource = SectionedDataSource<InboxSectionModel>()
        let view = SimulatedListView { dataSource.sections }
        func sections(unread: Int, isLoading: Bool) -> [InboxSectionModel] {
            [InboxSectionModel(model: .inbox(unread: unread), items: [.mail(hello)]),
             InboxSectionModel(model: .day("Monday"), items: [.mail(lunch)])]
                + (isLoading ? [InboxSectionModel(model: .loading, items: [.spinner])] : [])
        }
        await dataSource.apply(sections(unread: 1, isLoading: true), to: view)
        let headerViews = view.sectionViewIDs
        await dataSource.apply(sections(unread: 0, isLoading: true), to: view)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: sections(unread: 0, isLoading: true)))
        XCTAssertEqual(view.batches.last?.description.contains("reload"), false, "\(view.batches)")
        // Same header views: configured again in place, not reloaded.
        XCTAssertEqual(view.sectionViewIDs, headerViews)
        XCTAssertEqual(view.shown.first?.model.header, "Inbox (0)")
        await dataSource.apply(sections(unread: 0, isLoading: false), to: view)
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.shown.count, 2)
    }
}
