// Runs the UIKit adapters on Linux: compiled as an executable against
// ItemizeRuntime and the UIKit stand-in, and run by AppleTypeCheckTests.
// It checks what UIKit would see of them:
// - which optional data source methods they answer for in
//   `responds(to:)`, by the Objective-C names on Apple's pages (below), for
//   each closure set alone;
// - that every optional method, called through the protocol as UIKit
//   does, reaches the adapter and not the protocol's default (a misspelt
//   method would compile and silently never run);
// - that no data source method traps on an index path with 0, 1 or 3
//   indices (the stand-in's `row`, `item` and `section` trap as UIKit's do);
// - that `apply` animates only a view that shows this data, and otherwise
//   reloads with the new data;
// - that during a drop (`hasUncommittedUpdates`) `apply` neither reloads
//   nor sends a batch, which would delete the drop's placeholders, and
//   animates the view to the new data once the drop has ended; and so
//   while a drop reorders a table's rows (the stand-in's rule,
//   UITableView+DropReorder.swift), where the row the user dragged is the
//   one that moves;
// - that during a collection view's interactive movement, begun and ended
//   through `CollectionViewDataSource`, `apply` sends nothing: when the
//   movement ends UIKit names the moved item by its index path from the
//   start (the stand-in's rule, UICollectionView+InteractiveMovement.swift),
//   so the item the user picked up is the one that moves, and the update is
//   shown after the movement ended or was cancelled;
// - that a view which never calls a batch's completion does not stop the
//   updates for good: after the data source's limit it is reloaded, the
//   completion runs, and a later `apply` is shown.
// Reports as check.swift says.
import ItemizeRuntime
@_spi(StandInTap) import UIKit

struct CheckRow: IdentifiableType, Equatable {
    var id: Int
    var version = 0
    var identity: Int { id }
}

typealias CheckSection = AnimatableSectionModel<String, CheckRow>

/// The optional `UITableViewDataSource` methods whose closures the adapter
/// has, by Objective-C name: the `preciseIdentifier` on each method's page
/// under https://developer.apple.com/documentation/uikit/uitableviewdatasource.
let tableSelectors: [String: [String]] = [
    "titleForHeader": ["tableView:titleForHeaderInSection:"],
    "titleForFooter": ["tableView:titleForFooterInSection:"],
    "canEditRow": ["tableView:canEditRowAtIndexPath:"],
    "commitEditing": ["tableView:commitEditingStyle:forRowAtIndexPath:"],
    "canMoveRow": ["tableView:canMoveRowAtIndexPath:", "tableView:moveRowAtIndexPath:toIndexPath:"],
    "sectionIndexTitles": ["sectionIndexTitlesForTableView:", "tableView:sectionForSectionIndexTitle:atIndex:"],
]

/// The same for `UICollectionViewDataSource`, from
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource.
let collectionSelectors: [String: [String]] = [
    "canMoveItem": ["collectionView:canMoveItemAtIndexPath:", "collectionView:moveItemAtIndexPath:toIndexPath:"]
]

/// Methods the adapters always implement.
let alwaysAnswered = [
    "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:", "numberOfSectionsInTableView:",
    "collectionView:numberOfItemsInSection:", "collectionView:cellForItemAtIndexPath:",
    "numberOfSectionsInCollectionView:", "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
]

/// Index paths a row or item never has; UIKit's accessors trap on them.
let oddPaths = [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])]

/// A table that counts batches and reloads and can pretend that a drop is
/// in progress, by overriding UIKit's own members; the stand-in's
/// `reloadData()` stops the program during a drop.
final class RecordingTable: UITableView {
    var isDropping = false
    private(set) var batches = 0
    private(set) var reloads = 0

    override var hasUncommittedUpdates: Bool { isDropping || super.hasUncommittedUpdates }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

/// The same for a collection view.
final class RecordingCollection: UICollectionView {
    var isDropping = false
    private(set) var batches = 0
    private(set) var reloads = 0

    override var hasUncommittedUpdates: Bool { isDropping }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

/// A table's drag and drop delegate that lets every row drag and proposes
/// every drop as a move to the destination index path: a reorder.
final class ReorderingDragAndDrop: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider())]
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
}

/// A table whose batches never finish: UIKit skipping a batch's completion.
final class CompletionSkippingTable: UITableView {
    private(set) var batches = 0
    private(set) var reloads = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completion: nil)
    }

    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

/// A data source of the app's own, which the adapters cannot see into.
final class OwnDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@main @MainActor
enum UIKitAdaptersCheck {


    static let before = [
        CheckSection(model: "A", items: [CheckRow(id: 1), CheckRow(id: 2)]),
        CheckSection(model: "B", items: [CheckRow(id: 3)]),
    ]
    static let after = [
        CheckSection(model: "B", items: [CheckRow(id: 3), CheckRow(id: 4)]),
        CheckSection(model: "A", items: [CheckRow(id: 2, version: 1)]),
    ]

    static func main() async {
        checkTableAnswers()
        checkTableMethodsReachTheAdapter()
        checkTableIndexPaths()
        checkTableApply()
        checkCollectionAnswers()
        checkCollectionMethodsReachTheAdapter()
        checkCollectionIndexPaths()
        checkCollectionApply()
        // Last: on Linux, main-actor code that resumes after an `await` runs
        // off the main thread, where the adapters' `responds(to:)` answers
        // true for every method.
        await checkTableDrop()
        await checkTableDropReorder()
        await checkCollectionDrop()
        await checkCollectionInteractiveMovement()
        await checkABatchThatNeverFinishes()
        finishChecks()
    }

    static func makeTableAdapter() -> TableViewDataSource<CheckSection> {
        TableViewDataSource(data: SectionedDataSource(sections: before)) { _, _, _ in
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    static func makeCollectionAdapter() -> CollectionViewDataSource<CheckSection> {
        CollectionViewDataSource(data: SectionedDataSource(sections: before)) { _, _, _ in
            UICollectionViewCell(frame: .zero)
        }
    }

    // MARK: - Table

    static func checkTableAnswers() {
        let setters: [String: (TableViewDataSource<CheckSection>) -> Void] = [
            "titleForHeader": { $0.titleForHeader = { $0.model } },
            "titleForFooter": { $0.titleForFooter = { $0.model } },
            "canEditRow": { $0.canEditRow = { _, _ in true } },
            "commitEditing": { $0.commitEditing = { _, _, _ in } },
            "canMoveRow": { $0.canMoveRow = { _, _ in true } },
            "sectionIndexTitles": { $0.sectionIndexTitles = { _ in ["A"] } },
        ]
        check(Set(setters.keys) == Set(tableSelectors.keys), "the table check misses a closure")
        let plain = makeTableAdapter()
        for selector in tableSelectors.values.joined() {
            check(!plain.responds(to: Selector((selector))), "the table adapter answers for \(selector) with no closure set")
        }
        for selector in alwaysAnswered where !selector.hasPrefix("collectionView") && !selector.hasSuffix("CollectionView:") {
            check(plain.responds(to: Selector((selector))), "the table adapter does not answer for \(selector)")
        }
        for (closure, set) in setters {
            let adapter = makeTableAdapter()
            set(adapter)
            for (owner, selectors) in tableSelectors {
                for selector in selectors {
                    check(
                        adapter.responds(to: Selector((selector))) == (owner == closure),
                        "with only \(closure) set, the table adapter answers \(!(owner == closure)) for \(selector)")
                }
            }
        }
    }

    static func checkTableMethodsReachTheAdapter() {
        let table = RecordingTable(frame: .zero, style: .plain)
        let adapter = makeTableAdapter()
        var committed: [Int] = []
        var moved: [Int] = []
        adapter.titleForHeader = { "header " + $0.model }
        adapter.titleForFooter = { "footer " + $0.model }
        adapter.canEditRow = { row, _ in row.id != 2 }
        adapter.canMoveRow = { row, _ in row.id == 1 }
        adapter.commitEditing = { _, row, _ in committed.append(row.id) }
        adapter.didMoveRow = { row, _, _ in moved.append(row.id) }
        adapter.sectionIndexTitles = { $0.map(\.model) }
        adapter.sectionForSectionIndexTitle = { title, _ in title == "B" ? 1 : 0 }
        // As UIKit calls them: through the protocol, where a method the
        // adapter misspelt would be the protocol's default.
        let dataSource: any UITableViewDataSource = adapter
        check(dataSource.numberOfSections(in: table) == 2, "numberOfSections(in:) is the default")
        check(
            dataSource.tableView(table, titleForHeaderInSection: 1) == "header B",
            "tableView(_:titleForHeaderInSection:) is the default")
        check(
            dataSource.tableView(table, titleForFooterInSection: 0) == "footer A",
            "tableView(_:titleForFooterInSection:) is the default")
        check(
            !dataSource.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)),
            "tableView(_:canEditRowAt:) is the default")
        check(
            !dataSource.tableView(table, canMoveRowAt: IndexPath(row: 1, section: 0))
                && dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)),
            "tableView(_:canMoveRowAt:) is the default")
        check(dataSource.sectionIndexTitles(for: table) == ["A", "B"], "sectionIndexTitles(for:) is the default")
        check(
            dataSource.tableView(table, sectionForSectionIndexTitle: "A", at: 1) == 0,
            "tableView(_:sectionForSectionIndexTitle:at:) is the default")
        dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 1))
        check(committed == [3], "tableView(_:commit:forRowAt:) is the default")
        dataSource.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        check(
            moved == [1] && adapter.data.sections.map { $0.items.map(\.id) } == [[2], [3, 1]],
            "tableView(_:moveRowAt:to:) is the default")
    }

    static func checkTableIndexPaths() {
        let table = RecordingTable(frame: .zero, style: .plain)
        let adapter = makeTableAdapter()
        var called = false
        adapter.canEditRow = { _, _ in called = true; return true }
        adapter.canMoveRow = { _, _ in called = true; return true }
        adapter.commitEditing = { _, _, _ in called = true }
        adapter.didMoveRow = { _, _, _ in called = true }
        let dataSource: any UITableViewDataSource = adapter
        let row = IndexPath(row: 0, section: 0)
        for path in oddPaths {
            check(adapter.item(at: path) == nil, "item(at: \(path)) is not nil")
            _ = dataSource.tableView(table, cellForRowAt: path)
            check(!dataSource.tableView(table, canEditRowAt: path), "\(path) can be edited")
            check(!dataSource.tableView(table, canMoveRowAt: path), "\(path) can be moved")
            dataSource.tableView(table, commit: .delete, forRowAt: path)
            dataSource.tableView(table, moveRowAt: path, to: row)
            dataSource.tableView(table, moveRowAt: row, to: path)
        }
        check(!called, "a closure was called for an index path that is not a row's")
        check(adapter.data.sections == before, "an odd index path changed the data")
    }

    static func checkTableApply() {
        let window = UIWindow(frame: .zero)
        func run(_ name: String, expectBatches: Bool, _ setUp: (RecordingTable, TableViewDataSource<CheckSection>) -> Void) {
            let table = RecordingTable(frame: .zero, style: .plain)
            window.addSubview(table)
            let adapter = makeTableAdapter()
            table.dataSource = adapter
            setUp(table, adapter)
            adapter.apply(after, to: table)
            check(adapter.data.sections == after, "\(name): the table's data is not the new data")
            if expectBatches {
                check(table.batches > 0 && table.reloads == 0, "\(name): the table was not animated")
            } else {
                check(table.batches == 0 && table.reloads == 1, "\(name): the table was not reloaded once")
            }
        }
        run("on screen, its own data source", expectBatches: true) { _, _ in }
        let own = OwnDataSource()
        run("a data source of the app's own", expectBatches: true) { table, _ in table.dataSource = own }
        run("no window", expectBatches: false) { table, _ in
            let offScreen = RecordingTable(frame: .zero, style: .plain)
            offScreen.addSubview(table)
        }
        run("the data source released", expectBatches: false) { table, _ in
            table.dataSource = makeTableAdapter()
            check(table.dataSource == nil, "the stand-in table keeps its data source alive")
        }
        let other = makeTableAdapter()
        run("another adapter's table", expectBatches: false) { table, _ in table.dataSource = other }
    }

    /// Waits, at most a second, for `condition`: the data source looks
    /// for the end of a drop about once a frame.
    static func wait(until condition: () -> Bool) async {
        for _ in 0..<1000 where !condition() {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    static func checkTableDrop() async {
        // Apple: "Don't call this method when the hasUncommittedUpdates
        // property is true" (UITableView's reloadData()).
        let window = UIWindow(frame: .zero)
        let table = RecordingTable(frame: .zero, style: .plain)
        window.addSubview(table)
        let adapter = makeTableAdapter()
        table.dataSource = adapter
        table.isDropping = true
        var isShown = false
        adapter.apply(after, to: table) { isShown = true }
        check(
            table.batches == 0 && table.reloads == 0,
            "a drop in progress: the table got \(table.batches) batches and \(table.reloads) reloads")
        check(adapter.data.sections == before, "a drop in progress: the table's data changed before it was told")
        table.isDropping = false
        await wait { isShown }
        check(isShown, "after the drop: the update was not shown")
        check(table.batches > 0 && table.reloads == 0, "after the drop: the table was not animated")
        check(adapter.data.sections == after, "after the drop: the table's data is not the new data")
    }

    static func checkTableDropReorder() async {
        // The user drags item 1 below item 2 while a refresh inserts item 0
        // above it. The table "is handling a drop and is in the middle of
        // reordering its rows" (hasUncommittedUpdates, the stand-in's rule).
        let refresh = [
            CheckSection(model: "A", items: [CheckRow(id: 0), CheckRow(id: 1), CheckRow(id: 2)]),
            CheckSection(model: "B", items: [CheckRow(id: 3)]),
        ]
        let window = UIWindow(frame: .zero)
        let table = RecordingTable(frame: .zero, style: .plain)
        window.addSubview(table)
        let adapter = makeTableAdapter()
        adapter.canMoveRow = { _, _ in true }
        var moved: [Int] = []
        adapter.didMoveRow = { item, _, _ in moved.append(item.id) }
        table.dataSource = adapter
        let dragAndDrop = ReorderingDragAndDrop()
        table.dragInteractionEnabled = true
        table.dragDelegate = dragAndDrop
        table.dropDelegate = dragAndDrop
        guard let drag = table.standInDrag(rowAt: IndexPath(row: 0, section: 0)) else {
            check(false, "a drop reorder: the row did not drag")
            return
        }
        var isShown = false
        let outcome = table.standInDropReordering(StandInDropSession(dropping: drag), at: IndexPath(row: 1, section: 0)) {
            check(table.hasUncommittedUpdates, "a drop reorder: the table has no uncommitted updates while it hovers")
            adapter.apply(refresh, to: table) { isShown = true }
            check(
                table.batches == 0 && table.reloads == 0,
                "a drop reorder: the table got \(table.batches) batches and \(table.reloads) reloads while the row hovered")
        }
        check(outcome == .reordered, "a drop reorder: the drop did not reorder (\(outcome))")
        check(moved == [1], "a drop reorder: the row moved was \(moved), not the one the user dragged, [1]")
        await wait { isShown }
        check(isShown && table.reloads == 0, "after a drop reorder: the refresh was not animated")
        check(adapter.data.sections == refresh, "after a drop reorder: the table's data is not the refresh")
    }

    // MARK: - Collection

    static func checkCollectionAnswers() {
        let plain = makeCollectionAdapter()
        for selector in collectionSelectors.values.joined() {
            check(
                !plain.responds(to: Selector((selector))),
                "the collection adapter answers for \(selector) with no closure set")
        }
        for selector in alwaysAnswered where selector.hasPrefix("collectionView") || selector.hasSuffix("CollectionView:") {
            check(plain.responds(to: Selector((selector))), "the collection adapter does not answer for \(selector)")
        }
        let moving = makeCollectionAdapter()
        moving.canMoveItem = { _, _ in true }
        for selector in collectionSelectors["canMoveItem", default: []] {
            check(moving.responds(to: Selector((selector))), "with canMoveItem set, no answer for \(selector)")
        }
    }

    static func checkCollectionMethodsReachTheAdapter() {
        let view = RecordingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = makeCollectionAdapter()
        var moved: [Int] = []
        var headers: [String] = []
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        adapter.configureSupplementaryView = { view, kind, indexPath, section in
            headers.append(section.model)
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        }
        adapter.canMoveItem = { row, _ in row.id == 1 }
        adapter.didMoveItem = { row, _, _ in moved.append(row.id) }
        let dataSource: any UICollectionViewDataSource = adapter
        check(dataSource.numberOfSections(in: view) == 2, "numberOfSections(in:) is the default")
        _ = dataSource.collectionView(view, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 1))
        check(headers == ["B"], "collectionView(_:viewForSupplementaryElementOfKind:at:) is the default")
        check(
            !dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)),
            "collectionView(_:canMoveItemAt:) is the default")
        dataSource.collectionView(view, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        check(
            moved == [1] && adapter.data.sections.map { $0.items.map(\.id) } == [[2], [1, 3]],
            "collectionView(_:moveItemAt:to:) is the default")
    }

    static func checkCollectionIndexPaths() {
        let view = RecordingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = makeCollectionAdapter()
        var called = false
        adapter.configureSupplementaryView = { view, kind, indexPath, _ in
            called = true
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        }
        adapter.canMoveItem = { _, _ in called = true; return true }
        adapter.didMoveItem = { _, _, _ in called = true }
        let dataSource: any UICollectionViewDataSource = adapter
        let item = IndexPath(item: 0, section: 0)
        for path in oddPaths {
            check(adapter.item(at: path) == nil, "item(at: \(path)) is not nil")
            _ = dataSource.collectionView(view, cellForItemAt: path)
            _ = dataSource.collectionView(view, viewForSupplementaryElementOfKind: "header", at: path)
            check(!dataSource.collectionView(view, canMoveItemAt: path), "\(path) can be moved")
            dataSource.collectionView(view, moveItemAt: path, to: item)
            dataSource.collectionView(view, moveItemAt: item, to: path)
        }
        check(!called, "a closure was called for an index path that is not an item's")
        check(adapter.data.sections == before, "an odd index path changed the data")
    }

    static func checkCollectionApply() {
        let window = UIWindow(frame: .zero)
        func run(_ name: String, expectBatches: Bool, _ setUp: (RecordingCollection) -> Void) {
            let view = RecordingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            window.addSubview(view)
            let adapter = makeCollectionAdapter()
            view.dataSource = adapter
            setUp(view)
            adapter.apply(after, to: view)
            check(adapter.data.sections == after, "\(name): the collection view's data is not the new data")
            if expectBatches {
                check(view.batches > 0 && view.reloads == 0, "\(name): the collection view was not animated")
            } else {
                check(view.batches == 0 && view.reloads == 1, "\(name): the collection view was not reloaded once")
            }
        }
        run("on screen, its own data source", expectBatches: true) { _ in }
        run("the data source released", expectBatches: false) { view in view.dataSource = makeCollectionAdapter() }
        let other = makeCollectionAdapter()
        run("another adapter's collection view", expectBatches: false) { view in view.dataSource = other }
    }

    static func checkCollectionDrop() async {
        // Apple: a reload while hasUncommittedUpdates is true "deletes all
        // placeholders" (UICollectionView's hasUncommittedUpdates).
        let window = UIWindow(frame: .zero)
        let view = RecordingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(view)
        let adapter = makeCollectionAdapter()
        view.dataSource = adapter
        view.isDropping = true
        var isShown = false
        adapter.apply(after, to: view, animated: false) { isShown = true }
        check(
            view.batches == 0 && view.reloads == 0,
            "a drop in progress: the collection view got \(view.batches) batches and \(view.reloads) reloads")
        view.isDropping = false
        await wait { isShown }
        check(isShown && view.reloads == 1, "after the drop: the collection view was not reloaded once")
        check(adapter.data.sections == after, "after the drop: the collection view's data is not the new data")
    }

    static func checkCollectionInteractiveMovement() async {
        // The user picks up item 1 and drags it below item 2 while a refresh
        // inserts item 0 above it. UIKit's endInteractiveMovement() calls
        // collectionView(_:moveItemAt:to:) with "The item's original index
        // path" (the stand-in's rule).
        let refresh = [
            CheckSection(model: "A", items: [CheckRow(id: 0), CheckRow(id: 1), CheckRow(id: 2)]),
            CheckSection(model: "B", items: [CheckRow(id: 3)]),
        ]
        for ending in ["ended", "cancelled"] {
            let window = UIWindow(frame: .zero)
            let view = RecordingCollection(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            window.addSubview(view)
            let adapter = makeCollectionAdapter()
            adapter.canMoveItem = { item, _ in item.id != 3 }
            var moved: [Int] = []
            adapter.didMoveItem = { item, _, _ in moved.append(item.id) }
            view.dataSource = adapter
            check(
                !adapter.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1), in: view)
                    && !adapter.data.isMovingInteractively,
                "\(ending): a movement began for an item canMoveItem refuses")
            let began = adapter.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0), in: view)
            check(began && adapter.data.isMovingInteractively, "\(ending): the interactive movement did not begin")
            var isShown = false
            adapter.apply(refresh, to: view) { isShown = true }
            check(
                view.batches == 0 && view.reloads == 0,
                "\(ending): during an interactive movement the collection view got \(view.batches) batches and "
                    + "\(view.reloads) reloads")
            view.standInMoveInteractively(to: IndexPath(item: 1, section: 0))
            if ending == "ended" {
                adapter.endInteractiveMovement(in: view)
                check(moved == [1], "\(ending): the item moved was \(moved), not the one the user picked up, [1]")
            } else {
                adapter.cancelInteractiveMovement(in: view)
                check(moved == [], "\(ending): a cancelled movement moved \(moved)")
            }
            check(!adapter.data.isMovingInteractively, "\(ending): updates are still held after the movement")
            await wait { isShown }
            check(isShown, "\(ending): after the movement the refresh was not shown")
            check(view.batches > 0 && view.reloads == 0, "\(ending): after the movement the refresh was not animated")
            check(adapter.data.sections == refresh, "\(ending): after the movement the data is not the refresh")
        }
    }

    static func checkABatchThatNeverFinishes() async {
        // No Apple rule: a view that skips a batch's completion, which would
        // otherwise keep every later update waiting.
        let window = UIWindow(frame: .zero)
        let table = CompletionSkippingTable(frame: .zero, style: .plain)
        window.addSubview(table)
        let adapter = makeTableAdapter()
        table.dataSource = adapter
        var completions: [String] = []
        adapter.apply(after, to: table) { completions.append("after") }
        adapter.apply(before, to: table) { completions.append("before") }
        check(adapter.data.isUpdating && completions == [], "the first update did not wait for its batches")
        // The data source's limit is 5 seconds; wait at most about 8.
        let batches = table.batches
        for _ in 0..<4_000 where completions.isEmpty {
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        check(completions == ["after"], "a batch that never finished stopped the updates: completions \(completions)")
        check(table.reloads == 1, "the table was reloaded \(table.reloads) times after a batch that never finished, not once")
        check(
            table.batches > batches && adapter.data.sections == before,
            "the later update was not animated after a batch that never finished")
    }
}
