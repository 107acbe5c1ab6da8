// Runs the AppKit collection view adapter on Linux: compiled as an
// executable against ItemizeRuntime and the AppKit stand-in, and run by
// AppleTypeCheckTests. It checks that no data source method traps on an
// index path with 0, 1 or 3 indices (the stand-in's `item` and `section`
// trap as AppKit's do), that the optional method reaches the adapter when
// called through the protocol, that `apply` animates only a collection
// view whose data source shows this data, and otherwise reloads with the
// new data, and that apply's completion runs when AppKit ends the batches
// (an apply made meanwhile waiting for it) or, for a table, which has no
// completion, once `endUpdates()` returned. Reports as check.swift says.
import AppKit
import ItemizeRuntime

struct CheckRow: IdentifiableType, Equatable {
    var id: Int
    var version = 0
    var identity: Int { id }
}

typealias CheckSection = AnimatableSectionModel<String, CheckRow>

/// A collection view that counts batches and reloads, and can hold batch
/// completions as running animations do.
final class RecordingCollection: NSCollectionView {
    private(set) var batches = 0
    private(set) var reloads = 0
    var holdsCompletions = false
    private var held: [(Bool) -> Void] = []

    override func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        batches += 1
        guard holdsCompletions else { return super.performBatchUpdates(updates, completionHandler: completionHandler) }
        updates?()
        if let completionHandler { held.append(completionHandler) }
    }

    override func reloadData() { reloads += 1 }

    /// Calls the held completions in order, those of batches they start included.
    func finishAnimations() {
        while !held.isEmpty { held.removeFirst()(true) }
    }
}

/// A table that records its update calls.
final class RecordingTable: NSTableView {
    var calls: [String] = []
    override func beginUpdates() { calls.append("begin") }
    override func endUpdates() { calls.append("end") }
    override func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        calls.append("insert \(Array(indexes))")
    }
}

@main @MainActor
enum AppKitAdapterCheck {


    static let before = [
        CheckSection(model: "A", items: [CheckRow(id: 1), CheckRow(id: 2)]),
        CheckSection(model: "B", items: [CheckRow(id: 3)]),
    ]
    static let after = [
        CheckSection(model: "B", items: [CheckRow(id: 3), CheckRow(id: 4)]),
        CheckSection(model: "A", items: [CheckRow(id: 2, version: 1)]),
    ]

    static func main() {
        checkIndexPaths()
        checkApply()
        checkCompletionAndWaiting()
        checkTableCompletion()
        finishChecks()
    }

    static func makeAdapter(made: @escaping (CheckRow) -> Void = { _ in }) -> CollectionViewDataSource<CheckSection> {
        CollectionViewDataSource(data: SectionedDataSource(sections: before)) { view, indexPath, row in
            made(row)
            return view.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("row"), for: indexPath)
        }
    }

    static func checkIndexPaths() {
        let view = RecordingCollection(frame: .zero)
        view.register(NSCollectionViewItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier("row"))
        var made: [Int] = []
        let adapter = makeAdapter { made.append($0.id) }
        let dataSource: any NSCollectionViewDataSource = adapter
        check(dataSource.numberOfSections(in: view) == 2, "numberOfSections(in:) is the default")
        _ = dataSource.collectionView(view, itemForRepresentedObjectAt: IndexPath(item: 0, section: 1))
        check(made == [3], "the item at [1, 0] was not made from its row")
        for path in [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])] {
            check(adapter.item(at: path) == nil, "item(at: \(path)) is not nil")
            _ = dataSource.collectionView(view, itemForRepresentedObjectAt: path)
        }
        check(made == [3], "an item was made for an index path that is not an item's")
    }

    static func checkApply() {
        let window = NSWindow()
        let content = NSView(frame: .zero)
        window.contentView = content
        func run(_ name: String, expectBatches: Bool, _ setUp: (RecordingCollection) -> Void) {
            let view = RecordingCollection(frame: .zero)
            content.addSubview(view)
            let adapter = makeAdapter()
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
        run("in a window, its own data source", expectBatches: true) { _ in }
        run("no window", expectBatches: false) { view in NSView(frame: .zero).addSubview(view) }
        run("the data source released", expectBatches: false) { view in view.dataSource = makeAdapter() }
        let other = makeAdapter()
        run("another adapter's collection view", expectBatches: false) { view in view.dataSource = other }
    }

    static func checkCompletionAndWaiting() {
        let window = NSWindow()
        let content = NSView(frame: .zero)
        window.contentView = content
        let view = RecordingCollection(frame: .zero)
        content.addSubview(view)
        let adapter = makeAdapter()
        view.dataSource = adapter
        view.holdsCompletions = true
        var finished: [String] = []
        adapter.apply(after, to: view) { finished.append("after") }
        let batches = view.batches
        adapter.apply(before, to: view) { finished.append("before") }
        check(batches > 0 && view.batches == batches, "a batch was sent while one animated")
        check(finished.isEmpty, "a completion ran before AppKit's: \(finished)")
        view.finishAnimations()
        check(finished == ["after", "before"], "completions ran as \(finished)")
        check(adapter.data.sections == before, "the waiting apply did not run")
    }

    static func checkTableCompletion() {
        let window = NSWindow()
        let content = NSView(frame: .zero)
        window.contentView = content
        let table = RecordingTable(frame: .zero)
        content.addSubview(table)
        let data = SectionedDataSource(sections: [CheckSection(model: "A", items: [CheckRow(id: 1)])])
        data.apply([CheckSection(model: "A", items: [CheckRow(id: 1), CheckRow(id: 2)])], to: table) {
            table.calls.append("completion")
        }
        check(table.calls == ["begin", "insert [1]", "end", "completion"], "the table ran \(table.calls)")
        check(!data.isUpdating, "the table's update did not end")
    }
}
