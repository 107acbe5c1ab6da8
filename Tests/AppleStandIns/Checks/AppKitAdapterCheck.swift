// Runs the AppKit collection view adapter on Linux: compiled into the
// ItemizeRuntime module with the AppKit stand-in, as an executable, and run
// by AppleTypeCheckTests. It checks that no data source method traps on an
// index path with 0, 1 or 3 indices (the stand-in's `item` and `section`
// trap as AppKit's do), that the optional method reaches the adapter when
// called through the protocol, and that `apply` animates only a collection
// view whose data source shows this data, and otherwise reloads with the
// new data. Prints each failure as it is found and exits 1, or prints "ok"
// and the number of checks.
import AppKit

struct CheckRow: IdentifiableType, Equatable {
    var id: Int
    var version = 0
    var identity: Int { id }
}

typealias CheckSection = AnimatableSectionModel<String, CheckRow>

/// A collection view that counts batches and reloads.
final class RecordingCollection: NSCollectionView {
    private(set) var batches = 0
    private(set) var reloads = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completionHandler: completionHandler)
    }

    override func reloadData() { reloads += 1 }
}

@main @MainActor
enum AppKitAdapterCheck {
    static var failures = 0
    static var checks = 0

    /// Prints a failure at once: a later trap must not hide it.
    static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        checks += 1
        guard !condition else { return }
        failures += 1
        // Unbuffered, so that the line survives a trap later in the run.
        FileHandle.standardOutput.write(Data(("FAIL " + message() + "\n").utf8))
    }

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
        guard failures == 0 else { exit(1) }
        print("ok checks=\(checks)")
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
        expect(dataSource.numberOfSections(in: view) == 2, "numberOfSections(in:) is the default")
        _ = dataSource.collectionView(view, itemForRepresentedObjectAt: IndexPath(item: 0, section: 1))
        expect(made == [3], "the item at [1, 0] was not made from its row")
        for path in [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])] {
            expect(adapter.item(at: path) == nil, "item(at: \(path)) is not nil")
            _ = dataSource.collectionView(view, itemForRepresentedObjectAt: path)
        }
        expect(made == [3], "an item was made for an index path that is not an item's")
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
            expect(adapter.data.sections == after, "\(name): the collection view's data is not the new data")
            if expectBatches {
                expect(view.batches > 0 && view.reloads == 0, "\(name): the collection view was not animated")
            } else {
                expect(view.batches == 0 && view.reloads == 1, "\(name): the collection view was not reloaded once")
            }
        }
        run("in a window, its own data source", expectBatches: true) { _ in }
        run("no window", expectBatches: false) { view in NSView(frame: .zero).addSubview(view) }
        run("the data source released", expectBatches: false) { view in view.dataSource = makeAdapter() }
        let other = makeAdapter()
        run("another adapter's collection view", expectBatches: false) { view in view.dataSource = other }
    }
}
