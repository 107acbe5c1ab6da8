// Runs the code generated from Examples/Inbox.itemize.json for the
// rxdatasources target through the running stand-ins of RxDataSources'
// animated table data source and Differentiator's diff, on seeded pairs of
// Inbox-shaped lists: a new unread count alone, and mixed changes. After
// each update the data source must hold the new list and the table must
// show each section's new header, where a table asks for a header only when
// it reloads or a section is inserted or reloaded. Also: a repeated
// identity (two spinners) makes the diff throw, and `withUniqueIdentities`
// leaves the repeat out and reports it. Built with the generated file and
// run by LibraryTypeCheckTests; reports as Tests/AppleStandIns/Checks/check.swift
// says.
import RxDataSources
import RxSwift
import UIKit

/// A table that keeps what a screen shows: each section's header, asked
/// for when the table reloads and when a batch inserts or reloads the
/// section, and each section's row count, checked against the data source
/// after each batch as UIKit checks it ("invalid number of rows").
final class ScreenTable: UITableView {
    var headerTitle: (Int) -> String? = { _ in nil }
    var rowCounts: () -> [Int] = { [] }
    private(set) var shownHeaders: [String?] = []
    private(set) var shownRows: [Int] = []
    private(set) var isInBatch = false
    private(set) var invalidBatches: [String] = []

    private var deletedSections: [Int] = []
    private var insertedSections: [Int] = []
    private var reloadedSections: [Int] = []
    private var movedSections: [(Int, Int)] = []
    private var deletedRows: [IndexPath] = []
    private var insertedRows: [IndexPath] = []
    private var movedRows: [(IndexPath, IndexPath)] = []

    override func reloadData() {
        shownRows = rowCounts()
        shownHeaders = shownRows.indices.map(headerTitle)
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        deletedSections = []; insertedSections = []; reloadedSections = []; movedSections = []
        deletedRows = []; insertedRows = []; movedRows = []
        isInBatch = true
        updates?()
        isInBatch = false
        endBatch()
        completion?(true)
    }

    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { deletedSections += sections }
    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { insertedSections += sections }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { reloadedSections += sections }
    override func moveSection(_ section: Int, toSection newSection: Int) { movedSections.append((section, newSection)) }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { deletedRows += indexPaths }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { insertedRows += indexPaths }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { movedRows.append((indexPath, newIndexPath)) }

    /// Places the old sections after the batch as UIKit does: inserted and
    /// moved sections at their new indices, the others in their old order in
    /// the places left; then checks every section's row count.
    private func endBatch() {
        let counts = rowCounts()
        let oldCount = shownRows.count
        let newCount = oldCount - deletedSections.count + insertedSections.count
        guard newCount == counts.count else {
            invalidBatches.append("\(counts.count) sections after a batch of \(oldCount) - \(deletedSections.count) + \(insertedSections.count)")
            return reloadData()
        }
        var oldAt: [Int?] = Array(repeating: nil, count: newCount)
        var placed = Set(insertedSections)
        for (from, to) in movedSections {
            oldAt[to] = from
            placed.insert(to)
        }
        let moved = Set(movedSections.map(\.0))
        var staying = (0..<oldCount).filter { !deletedSections.contains($0) && !moved.contains($0) }.makeIterator()
        for index in 0..<newCount where !placed.contains(index) {
            oldAt[index] = staying.next()
        }
        var headers: [String?] = []
        for index in 0..<newCount {
            guard let old = oldAt[index], !reloadedSections.contains(old) else {
                headers.append(headerTitle(index))
                continue
            }
            headers.append(shownHeaders[old])
            let expected = shownRows[old] - deletedRows.filter { $0.section == old }.count
                - movedRows.filter { $0.0.section == old }.count
                + insertedRows.filter { $0.section == index }.count + movedRows.filter { $0.1.section == index }.count
            if expected != counts[index] {
                invalidBatches.append("invalid number of rows in section \(index): \(counts[index]), expected \(expected)")
            }
        }
        shownHeaders = headers
        shownRows = counts
    }
}

/// The data source, noting each `setSections` made outside a batch update.
final class WatchedDataSource: RxTableViewSectionedAnimatedDataSource<InboxSectionModel> {
    weak var table: ScreenTable?
    var setsOutsideBatches = 0

    override func setSections(_ sections: [InboxSectionModel]) {
        if table?.isInBatch == false { setsOutsideBatches += 1 }
        super.setSections(sections)
    }
}

/// A section identified by its name alone, its text being content: the
/// shape Differentiator's rule about section content is checked on.
struct NamedSection: AnimatableSectionModelType, Equatable {
    var name: String
    var text: String
    var items: [Int]
    var identity: String { name }

    init(name: String, text: String, items: [Int]) {
        self.name = name
        self.text = text
        self.items = items
    }

    init(original: NamedSection, items: [Int]) {
        self = original
        self.items = items
    }
}

extension Int: @retroactive IdentifiableType {
    public var identity: Int { self }
}


/// Inbox-shaped lists: the inbox with its unread count, up to four days, and
/// the loading spinner sometimes; every mail once.
struct InboxLists {
    var random: SeededRandom
    private var nextMail = 1

    init(seed: UInt64) { random = SeededRandom(state: seed) }

    mutating func mails(_ count: Int) -> [InboxItem] {
        (0..<count).map { _ in
            defer { nextMail += 1 }
            return .mail(Mail(id: nextMail, subject: "Mail \(nextMail)", isRead: Bool.random(using: &random)))
        }
    }

    mutating func list() -> [InboxSectionModel] {
        var sections = [InboxSectionModel(model: .inbox(unread: Int.random(in: 0...20, using: &random)), items: mails(Int.random(in: 0...4, using: &random)))]
        for day in ["Mon", "Tue", "Wed", "Thu"].shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)) {
            sections.append(InboxSectionModel(model: .day(day), items: mails(Int.random(in: 0...4, using: &random))))
        }
        if Bool.random(using: &random) { sections.append(InboxSectionModel(model: .loading, items: [.spinner])) }
        return sections
    }

    /// `list` with its unread count changed and nothing else.
    mutating func countChanged(_ list: [InboxSectionModel]) -> [InboxSectionModel] {
        var changed = list
        guard case .inbox(let unread) = list[0].model else { return list }
        changed[0].model = .inbox(unread: unread + Int.random(in: 1...5, using: &random))
        return changed
    }

    /// `list` after a mix of changes: the count, mails read, deleted, added
    /// and moved (within and across sections), days added, removed and
    /// reordered, the spinner shown or hidden.
    mutating func mixed(_ list: [InboxSectionModel]) -> [InboxSectionModel] {
        var sections = list
        if Bool.random(using: &random) { sections = countChanged(sections) }
        var loose: [InboxItem] = []
        for index in sections.indices where sections[index].model != .loading {
            sections[index].items = sections[index].items.compactMap { item in
                switch Int.random(in: 0..<10, using: &random) {
                case 0: return nil
                case 1: loose.append(item); return nil
                case 2: return item.mail.map { .mail(Mail(id: $0.id, subject: $0.subject, isRead: !$0.isRead)) }
                default: return item
                }
            }
            if Int.random(in: 0..<4, using: &random) == 0 { sections[index].items.shuffle(using: &random) }
            sections[index].items += mails(Int.random(in: 0...1, using: &random))
        }
        let days = sections.indices.filter { if case .day = sections[$0].model { true } else { false } }
        if !days.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
            sections.remove(at: days.randomElement(using: &random)!)
        }
        let shown = Set(sections.map(\.model))
        if let day = ["Fri", "Sat", "Sun"].map(InboxSection.day).first(where: { !shown.contains($0) }),
            Int.random(in: 0..<4, using: &random) == 0
        {
            sections.insert(InboxSectionModel(model: day, items: mails(Int.random(in: 0...2, using: &random))), at: 1)
        }
        if sections.count > 3, Int.random(in: 0..<4, using: &random) == 0 {
            sections.swapAt(1, 2)
        }
        let mailSections = sections.indices.filter { sections[$0].model != .loading }
        for item in loose {
            sections[mailSections.randomElement(using: &random)!].items.insert(item, at: 0)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            if sections.last?.model == .loading {
                sections.removeLast()
            } else {
                sections.append(InboxSectionModel(model: .loading, items: [.spinner]))
            }
        }
        return sections
    }
}

@main
enum RxDataSourcesSectionsCheck {
    @MainActor static func main() {
        // Differentiator's rules as the stand-in has them.
        let before = [NamedSection(name: "a", text: "3 unread", items: [1]), NamedSection(name: "b", text: "", items: [2])]
        var retitled = before
        retitled[0].text = "4 unread"
        let contentOnly = try? Diff.differencesForSectionedView(initialSections: before, finalSections: retitled)
        check(contentOnly?.isEmpty == true, "a content-only section change gave changesets: \(String(describing: contentOnly))")
        var moved = retitled
        moved[1].items = [2, 1]
        moved[0].items = []
        let itemChange = (try? Diff.differencesForSectionedView(initialSections: before, finalSections: moved)) ?? []
        check(!itemChange.isEmpty, "a moved item gave no changeset")
        check(itemChange.allSatisfy(\.updatedSections.isEmpty), "the diff reported a section update")

        // Two spinners: the library's diff throws; withUniqueIdentities
        // leaves the second out, reports it, and the diff then succeeds.
        let twoSpinners = [
            InboxSectionModel(model: .inbox(unread: 1), items: [.spinner]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]
        let oneSpinner = [InboxSectionModel(model: .loading, items: [.spinner])]
        do {
            _ = try Diff.differencesForSectionedView(initialSections: twoSpinners, finalSections: oneSpinner)
            check(false, "two spinners did not make the diff throw")
        } catch let error as Diff.Error {
            check("\(error)" == "Duplicate item spinner", "the diff threw \(error), not Duplicate item spinner")
        } catch {
            check(false, "the diff threw \(error)")
        }
        check((try? Diff.differencesForSectionedView(initialSections: oneSpinner, finalSections: twoSpinners)) == nil,
               "two new spinners matching one old one did not make the diff throw")
        let noSpinner = [InboxSectionModel(model: .loading, items: [])]
        check((try? Diff.differencesForSectionedView(initialSections: noSpinner, finalSections: twoSpinners)) != nil,
               "the diff threw on a repeat the old list does not have, which the library lets through")
        var reported: (sections: [InboxSectionModel], items: [InboxItem])?
        let repeated = twoSpinners + [InboxSectionModel(model: .inbox(unread: 1), items: [])]
        let unique = InboxSectionModel.withUniqueIdentities(repeated) { reported = ($0, $1) }
        check(unique == [twoSpinners[0], InboxSectionModel(model: .loading, items: [])],
               "withUniqueIdentities kept \(unique)")
        check(reported?.items == [.spinner] && reported?.sections == [repeated[2]],
               "withUniqueIdentities reported \(String(describing: reported))")
        check((try? Diff.differencesForSectionedView(initialSections: unique, finalSections: unique)) != nil,
               "the diff threw on withUniqueIdentities' result")
        var silent = true
        _ = InboxSectionModel.withUniqueIdentities(oneSpinner) { _, _ in silent = false }
        check(silent, "withUniqueIdentities reported repeats in a list without any")

        // The seeded cases through the data source and a window's table.
        let window = UIWindow(frame: .zero)
        var lists = InboxLists(seed: 24)
        var cases = (countOnly: 0, mixed: 0)
        var stale = (countOnly: 0, mixed: 0)
        var staleSources = (countOnly: 0, mixed: 0)
        for run in 0..<2_000 {
            let isCountOnly = run < 1_000
            let old = lists.list()
            let new = isCountOnly ? lists.countChanged(old) : lists.mixed(old)
            let table = ScreenTable(frame: .zero, style: .plain)
            window.addSubview(table)
            let dataSource = WatchedDataSource(
                configureCell: { _, _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) },
                titleForHeaderInSection: InboxSection.headerTitles())
            dataSource.table = table
            table.headerTitle = { [unowned dataSource] index in dataSource.titleForHeaderInSection(dataSource, index) }
            table.rowCounts = { [unowned dataSource] in dataSource.sectionModels.map(\.items.count) }
            dataSource.tableView(table, observedEvent: .next(old))
            let setsBefore = dataSource.setsOutsideBatches
            dataSource.tableView(table, observedEvent: .next(new))
            check(dataSource.setsOutsideBatches == setsBefore, "case \(run): setSections outside a batch update")
            check(table.invalidBatches.isEmpty, "case \(run): \(table.invalidBatches)")
            let shown = table.shownHeaders, wanted = new.map(\.model.header)
            if isCountOnly { cases.countOnly += 1 } else { cases.mixed += 1 }
            if shown != wanted {
                if isCountOnly { stale.countOnly += 1 } else { stale.mixed += 1 }
                if stale.countOnly + stale.mixed <= 3 { check(false, "case \(run): the table shows \(shown), not \(wanted)") }
            }
            if dataSource.sectionModels != new {
                if isCountOnly { staleSources.countOnly += 1 } else { staleSources.mixed += 1 }
            }
        }
        check(cases == (1_000, 1_000), "ran \(cases.countOnly) count-only and \(cases.mixed) mixed cases, not 1,000 of each")
        check(stale.countOnly == 0, "old headers shown after \(stale.countOnly) of \(cases.countOnly) count-only changes")
        check(stale.mixed == 0, "old headers shown after \(stale.mixed) of \(cases.mixed) mixed changes")
        check(
            staleSources == (0, 0),
            "the data source was not at the new list after \(staleSources.countOnly) count-only and \(staleSources.mixed) mixed changes")
        finishChecks()
    }
}
