import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Uses the committed Examples/Mailbox.swift: the typed node builders of
/// kinds with children make the outline's tree, with each item's identity
/// unchanged, and the tree runs through `Outline` and the batch-update
/// simulator.
final class MailboxTests: XCTestCase {
    let inbox = Folder(id: "inbox", title: "Inbox", unread: 2)
    let work = Folder(id: "work", title: "Work", unread: 0)
    let archive = Folder(id: "archive", title: "Archive", unread: 0)
    let hello = Message(id: 1, subject: "Hello")
    let report = Message(id: 2, subject: "Report")

    func testTheBuildersMakeTheTreeTheyRead() {
        let node = MailboxItem.folder(inbox, children: [.message(hello), .folder(work, children: [.message(report)])])
        XCTAssertEqual(node, OutlineNode(.folder(inbox), children: [
            OutlineNode(.message(hello)),
            OutlineNode(.folder(work), children: [OutlineNode(.message(report))]),
        ]))
        XCTAssertEqual(MailboxItem.folder(archive, children: .notLoaded), OutlineNode(.folder(archive), children: .notLoaded))
        XCTAssertEqual(MailboxItem.folder(archive, children: []), OutlineNode(.folder(archive), children: .loaded([])))
        XCTAssertEqual(MailboxItem.flagged(children: [.message(hello)]), OutlineNode(.flagged, children: [OutlineNode(.message(hello))]))
    }

    func testAChildIsTheItemEnumsCaseWithTheSameIdentity() {
        let children: [MailboxItem.FolderChildren] = [.message(hello), .folder(work, children: .notLoaded)]
        XCTAssertEqual(children.map(\.item), [.message(hello), .folder(work)])
        XCTAssertEqual(children.map(\.item.identity), [.message(1), .folder("work")])
        XCTAssertEqual(MailboxItem.FlaggedChildren.message(hello).item, .message(hello))
    }

    func testATypedTreeRunsThroughTheOutlineAsBatchesUIKitAccepts() throws {
        var outline = Outline(section: MailboxSection.mailboxes, roots: [
            MailboxItem.flagged(children: .notLoaded),
            MailboxItem.folder(inbox, children: [.message(hello), .folder(work, children: [.message(report)])]),
        ])
        var view = BatchUpdateSimulator(showing: [outline.sectionModel])
        for stage in outline.expand(MailboxItem.folder(inbox).identity) { try view.apply(stage) }
        for stage in outline.expand(MailboxItem.folder(work).identity) { try view.apply(stage) }
        XCTAssertEqual(outline.rows.map(\.item), [.flagged, .folder(inbox), .message(hello), .folder(work), .message(report)])
        XCTAssertEqual(outline.rows.map(\.depth), [0, 0, 1, 1, 2])
        for stage in outline.expand(MailboxItem.flagged.identity) { try view.apply(stage) }
        let arrived = MailboxItem.FlaggedChildren.message(hello)
        for stage in outline.children(arrived: [arrived.node], for: MailboxItem.flagged.identity) { try view.apply(stage) }
        XCTAssertEqual(outline.rows.prefix(2).map(\.item), [.flagged, .message(hello)])
        XCTAssertNil(view.shownDifference(from: [outline.sectionModel]))
        XCTAssertEqual(MailboxSection.mailboxes.allowedKinds, [.flagged, .folder, .message])
    }
}
