// Runs the UIKit adapters' updates on Linux: compiled as an executable
// against ItemizeRuntime and the UIKit stand-in, and run by
// AppleTypeCheckTests. It checks the UIKit calls each batch makes:
// - every insert, delete and reload uses the animation the table adapter
//   was given for its kind (`.automatic` by default);
// - a changed row or item is reconfigured (`reconfigureRows(at:)`,
//   `reconfigureItems(at:)`) unless the update style is `.reload`;
// - a section whose own content changed gets its visible header, footer or
//   supplementary views configured again, and is not reloaded, exactly
//   when the adapter can (a closure set, no plain title);
// - the completion of `apply` runs when UIKit calls the last batch's
//   completion, and an apply made while a batch animates sends nothing
//   until then, the newest winning.
// Reports as check.swift says.
import ItemizeRuntime
import UIKit

struct CheckRow: IdentifiableType, Equatable {
    var id: Int
    var version = 0
    var identity: Int { id }
}

/// A section header whose title can change while the section stays.
struct CheckHeader: IdentifiableType, Equatable {
    var id: String
    var title = ""
    var identity: String { id }
}

typealias CheckSection = AnimatableSectionModel<CheckHeader, CheckRow>

func section(_ id: String, _ title: String = "", _ rows: [CheckRow]) -> CheckSection {
    CheckSection(model: CheckHeader(id: id, title: title), items: rows)
}

func rows(_ ids: Int...) -> [CheckRow] { ids.map { CheckRow(id: $0) } }

/// `[[section, row], ...]`, as the checks compare index paths.
func paths(_ indexPaths: [IndexPath]) -> String {
    "\(indexPaths.map { [$0[0], $0[1]] })"
}

/// A table that records each UIKit call of a batch with its animation,
/// shows the header and footer views it is given, and can hold batch
/// completions, as running animations do, by overriding UIKit's members.
final class AnimatingTable: UITableView {
    var calls: [String] = []
    var headers: [Int: UITableViewHeaderFooterView] = [:]
    var footers: [Int: UITableViewHeaderFooterView] = [:]
    var holdsCompletions = false
    private var held: [(Bool) -> Void] = []

    var batchCount: Int { calls.filter { $0 == "batch" }.count }

    /// Calls the held completions in order, those of batches they start
    /// included.
    func finishAnimations() {
        while !held.isEmpty { held.removeFirst()(true) }
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("batch")
        updates?()
        guard let completion else { return }
        if holdsCompletions { held.append(completion) } else { completion(true) }
    }

    override func reloadData() { calls.append("reloadData") }
    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("insertSections \(Array(sections)) \(animation)")
    }
    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("deleteSections \(Array(sections)) \(animation)")
    }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        calls.append("reloadSections \(Array(sections)) \(animation)")
    }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("insertRows \(paths(indexPaths)) \(animation)")
    }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("deleteRows \(paths(indexPaths)) \(animation)")
    }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("reloadRows \(paths(indexPaths)) \(animation)")
    }
    override func reconfigureRows(at indexPaths: [IndexPath]) {
        calls.append("reconfigureRows \(paths(indexPaths))")
    }
    override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headers[section] }
    override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footers[section] }
}

/// The same for a collection view, with visible supplementary views.
final class AnimatingCollection: UICollectionView {
    var calls: [String] = []
    /// Visible supplementary views by kind and index path.
    var supplementaries: [String: [IndexPath: UICollectionReusableView]] = [:]
    var holdsCompletions = false
    private var held: [(Bool) -> Void] = []

    var batchCount: Int { calls.filter { $0 == "batch" }.count }

    func finishAnimations() {
        while !held.isEmpty { held.removeFirst()(true) }
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("batch")
        updates?()
        guard let completion else { return }
        if holdsCompletions { held.append(completion) } else { completion(true) }
    }

    override func reloadData() { calls.append("reloadData") }
    override func reloadSections(_ sections: IndexSet) { calls.append("reloadSections \(Array(sections))") }
    override func reloadItems(at indexPaths: [IndexPath]) { calls.append("reloadItems \(paths(indexPaths))") }
    override func reconfigureItems(at indexPaths: [IndexPath]) {
        calls.append("reconfigureItems \(paths(indexPaths))")
    }
    override func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        (supplementaries[elementKind] ?? [:]).keys.sorted { paths([$0]) < paths([$1]) }
    }
    override func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        supplementaries[elementKind]?[indexPath]
    }
}

@main @MainActor
enum UIKitUpdatesCheck {
    static let window = UIWindow(frame: .zero)


    static let before = [section("A", "a", rows(1, 2)), section("B", "b", rows(3))]

    static func main() {
        checkTableAnimations()
        checkTableReconfiguresChangedRows()
        checkTableHeadersInPlace()
        checkTableCompletionAndWaiting()
        checkCollectionReconfiguresChangedItems()
        checkCollectionSupplementaryViewsInPlace()
        checkCollectionCompletionAndWaiting()
        finishChecks()
    }

    static func makeTable() -> (AnimatingTable, TableViewDataSource<CheckSection>) {
        let table = AnimatingTable(frame: .zero, style: .plain)
        window.addSubview(table)
        let adapter = TableViewDataSource(data: SectionedDataSource(sections: before)) { _, _, _ in
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        table.dataSource = adapter
        return (table, adapter)
    }

    static func makeCollection() -> (AnimatingCollection, CollectionViewDataSource<CheckSection>) {
        let view = AnimatingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(view)
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        let adapter = CollectionViewDataSource(
            data: SectionedDataSource(sections: before),
            configureSupplementaryView: { view, kind, indexPath, _ in
                view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
            },
            configureCell: { _, _, _ in UICollectionViewCell(frame: .zero) })
        view.dataSource = adapter
        return (view, adapter)
    }

    // MARK: - Table

    static func checkTableAnimations() {
        // Section B deleted, C inserted, row 1 deleted and row 4 inserted:
        // one call of each kind, over the diff's stages.
        let after = [section("A", "a", rows(2, 4)), section("C", "c", rows(5))]
        let (table, adapter) = makeTable()
        adapter.rowAnimations = TableViewRowAnimations(
            insertedSections: .left, deletedSections: .right, reloadedSections: .top,
            insertedRows: .bottom, deletedRows: .fade, reloadedRows: .middle)
        adapter.apply(after, to: table)
        for call in ["deleteSections [1] right", "deleteRows [[0, 0]] fade", "insertSections [1] left",
            "insertRows [[0, 1]] bottom"]
        {
            check(table.calls.contains(call), "no \(call) in \(table.calls)")
        }
        table.calls = []
        adapter.apply([section("A", "a2", rows(2, 4)), section("C", "c", [CheckRow(id: 5, version: 1)])],
            to: table, updateStyle: .reload)
        check(
            table.calls.contains("reloadSections [0] top") && table.calls.contains("reloadRows [[1, 0]] middle"),
            "reloads do not use the adapter's animations: \(table.calls)")

        let (plain, plainAdapter) = makeTable()
        plainAdapter.apply(after, to: plain)
        check(
            plain.calls.contains("insertRows [[0, 1]] automatic") && plain.calls.contains("deleteSections [1] automatic"),
            "the default animation is not .automatic: \(plain.calls)")
    }

    static func checkTableReconfiguresChangedRows() {
        let changed = [section("A", "a", [CheckRow(id: 1), CheckRow(id: 2, version: 1)]), section("B", "b", rows(3))]
        let (table, adapter) = makeTable()
        adapter.apply(changed, to: table)
        check(table.calls == ["batch", "reconfigureRows [[0, 1]]"], "a changed row is not reconfigured: \(table.calls)")

        table.calls = []
        adapter.apply(before, to: table, updateStyle: .reload)
        check(table.calls == ["batch", "reloadRows [[0, 1]] automatic"], "updateStyle .reload is not a reload: \(table.calls)")

        table.calls = []
        adapter.data.updateStyle = .reload
        adapter.apply(changed, to: table)
        check(table.calls == ["batch", "reloadRows [[0, 1]] automatic"], "data.updateStyle is not followed: \(table.calls)")
        check(adapter.data.sections == changed, "the table's data is not the new data")
    }

    static func checkTableHeadersInPlace() {
        // Only section A's own content (its title) changes.
        let retitled = [section("A", "a2", rows(1, 2)), section("B", "b", rows(3))]
        func run(_ name: String, expectInPlace: Bool, _ setUp: (TableViewDataSource<CheckSection>) -> Void) {
            let (table, adapter) = makeTable()
            let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
            let footer = UITableViewHeaderFooterView(reuseIdentifier: "f")
            table.headers[0] = header
            table.footers[0] = footer
            var configured: [String] = []
            adapter.reconfigureHeaderView = { view, section in
                configured.append((view === header ? "header " : "other ") + section.model.title)
            }
            adapter.reconfigureFooterView = { view, section in
                configured.append((view === footer ? "footer " : "other ") + section.model.title)
            }
            setUp(adapter)
            adapter.apply(retitled, to: table)
            if expectInPlace {
                check(table.calls == ["batch"], "\(name): the section was reloaded: \(table.calls)")
                check(configured == ["header a2", "footer a2"], "\(name): configured \(configured)")
            } else {
                check(table.calls == ["batch", "reloadSections [0] automatic"], "\(name): \(table.calls)")
                check(configured.isEmpty, "\(name): configured \(configured) and reloaded")
            }
            check(adapter.data.sections == retitled, "\(name): the table's data is not the new data")
        }
        run("header and footer views", expectInPlace: true) { _ in }
        run("a header title", expectInPlace: false) { $0.titleForHeader = { $0.model.title } }
        run("a footer title", expectInPlace: false) { $0.titleForFooter = { $0.model.title } }
        run("no closure", expectInPlace: false) { adapter in
            adapter.reconfigureHeaderView = nil
            adapter.reconfigureFooterView = nil
        }
        run("updateStyle .reload", expectInPlace: false) { $0.data.updateStyle = .reload }
    }

    static func checkTableCompletionAndWaiting() {
        let first = [section("A", "a", rows(1, 2, 4)), section("B", "b", rows(3))]
        let superseded = [section("B", "b", rows(3))]
        let newest = [section("A", "a", rows(4, 1)), section("B", "b", rows(3, 5))]
        let (table, adapter) = makeTable()
        table.holdsCompletions = true
        var finished: [String] = []
        adapter.apply(first, to: table) { finished.append("first") }
        let batches = table.batchCount
        check(batches > 0 && finished.isEmpty, "the completion ran before UIKit's: \(finished)")
        adapter.apply(superseded, to: table) { finished.append("superseded") }
        adapter.apply(newest, to: table) { finished.append("newest") }
        check(table.batchCount == batches, "a batch was sent while one animated: \(table.calls)")
        check(adapter.data.sections == first, "the data changed while a batch animated")
        table.finishAnimations()
        check(finished == ["first", "superseded", "newest"], "completions ran as \(finished)")
        check(adapter.data.sections == newest, "the newest data is not shown")
        check(table.batchCount > batches && !adapter.data.isUpdating, "the waiting update did not run")
    }

    // MARK: - Collection

    static func checkCollectionReconfiguresChangedItems() {
        let changed = [section("A", "a", rows(1, 2)), section("B", "b", [CheckRow(id: 3, version: 1)])]
        let (view, adapter) = makeCollection()
        adapter.apply(changed, to: view)
        check(view.calls == ["batch", "reconfigureItems [[1, 0]]"], "a changed item is not reconfigured: \(view.calls)")
        view.calls = []
        adapter.apply(before, to: view, updateStyle: .reload)
        check(view.calls == ["batch", "reloadItems [[1, 0]]"], "updateStyle .reload is not a reload: \(view.calls)")
    }

    static func checkCollectionSupplementaryViewsInPlace() {
        let retitled = [section("A", "a", rows(1, 2)), section("B", "b2", rows(3))]
        func run(_ name: String, expectInPlace: Bool, _ setUp: (CollectionViewDataSource<CheckSection>) -> Void) {
            let (view, adapter) = makeCollection()
            // The layout asks for a header of each section, so the adapter
            // learns the kind.
            for index in 0..<2 {
                _ = adapter.collectionView(view, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: index))
            }
            let headers = [UICollectionReusableView(frame: .zero), UICollectionReusableView(frame: .zero)]
            view.supplementaries["header"] = [IndexPath(item: 0, section: 0): headers[0], IndexPath(item: 0, section: 1): headers[1]]
            var configured: [String] = []
            adapter.reconfigureSupplementaryView = { supplementary, kind, indexPath, section in
                let which = supplementary === headers[1] ? "B's view" : "another view"
                configured.append("\(which) \(kind) \(paths([indexPath])) \(section.model.title)")
            }
            setUp(adapter)
            adapter.apply(retitled, to: view)
            if expectInPlace {
                check(view.calls == ["batch"], "\(name): the section was reloaded: \(view.calls)")
                check(configured == ["B's view header [[1, 0]] b2"], "\(name): configured \(configured)")
            } else {
                check(view.calls == ["batch", "reloadSections [1]"], "\(name): \(view.calls)")
                check(configured.isEmpty, "\(name): configured \(configured) and reloaded")
            }
        }
        run("supplementary views", expectInPlace: true) { _ in }
        run("no closure", expectInPlace: false) { $0.reconfigureSupplementaryView = nil }
        run("updateStyle .reload", expectInPlace: false) { $0.data.updateStyle = .reload }
    }

    static func checkCollectionCompletionAndWaiting() {
        let first = [section("A", "a", rows(2, 1)), section("B", "b", rows(3))]
        let newest = [section("B", "b", rows(3, 1))]
        let (view, adapter) = makeCollection()
        view.holdsCompletions = true
        var finished: [String] = []
        adapter.apply(first, to: view) { finished.append("first") }
        let batches = view.batchCount
        adapter.apply(newest, to: view) { finished.append("newest") }
        check(view.batchCount == batches && finished.isEmpty, "a batch or completion came too early: \(view.calls)")
        view.finishAnimations()
        check(finished == ["first", "newest"], "completions ran as \(finished)")
        check(adapter.data.sections == newest, "the newest data is not shown")
    }
}
