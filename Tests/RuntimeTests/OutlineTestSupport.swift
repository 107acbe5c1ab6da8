import ItemizeRuntime
import ItemizeTesting

/// An outline item: a name that is its identity, and a content version.
struct Entry: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    var name: String
    var version = 0
    var identity: String { name }
    var description: String { version == 0 ? name : "\(name) v\(version)" }
}

typealias TestOutline = Outline<String, Entry>
typealias OutlineSection = TestOutline.SectionModel

/// A leaf.
func leaf(_ name: String, version: Int = 0) -> OutlineNode<Entry> {
    OutlineNode(Entry(name: name, version: version))
}

/// A parent whose children are known.
func parent(_ name: String, _ children: [OutlineNode<Entry>], version: Int = 0) -> OutlineNode<Entry> {
    OutlineNode(Entry(name: name, version: version), children: children)
}

/// A parent whose children have not arrived.
func lazyParent(_ name: String) -> OutlineNode<Entry> {
    OutlineNode(Entry(name: name), children: .notLoaded)
}

/// The rows as a user sees them: two spaces of indentation per level, `▸`
/// before a collapsed parent, `▾` before an expanded one, `…` for a
/// placeholder.
func seen(_ rows: [OutlineRow<Entry>]) -> [String] {
    rows.map { row in
        let indentation = String(repeating: "  ", count: row.depth)
        switch (row.content, row.disclosure) {
        case (.placeholder, _): return indentation + "…"
        case (.item(let entry), .hidden): return indentation + entry.description
        case (.item(let entry), .collapsed): return indentation + "▸ " + entry.description
        case (.item(let entry), .expanded): return indentation + "▾ " + entry.description
        }
    }
}

/// The style a data source gives a stage: `.reconfigure` when it changes
/// content alone, else `.reload` (SectionedDataSource's rule).
func dataSourceStyle(of stage: Changeset<OutlineSection>) -> UpdateStyle {
    let contentOnly = stage.deletedSections.isEmpty && stage.insertedSections.isEmpty && stage.movedSections.isEmpty
        && stage.deletedItems.isEmpty && stage.insertedItems.isEmpty && stage.movedItems.isEmpty
    return contentOnly ? .reconfigure : .reload
}

/// Runs the stages of one change on `view`, the strict simulator showing
/// what the view showed before it; nil when every stage is accepted with
/// the style a data source gives it, leaves the view showing the stage's
/// sections, no row that stays is deleted and inserted (a row that stays
/// must move), and the view ends showing `expected`, content, depth and
/// disclosure included.
func outlineChangeFailure(
    _ stages: StagedChangeset<OutlineSection>, on view: inout BatchUpdateSimulator<OutlineSection>,
    expected: OutlineSection
) -> String? {
    var deleted = Set<OutlineRow<Entry>.Identity>(), inserted = Set<OutlineRow<Entry>.Identity>()
    for (index, stage) in stages.enumerated() {
        if stage.isEmpty { return "stage \(index) is empty" }
        for path in stage.deletedItems where view.shown.indices.contains(path.section)
            && view.shown[path.section].items.indices.contains(path.item) {
            deleted.insert(view.shown[path.section].items[path.item].identity)
        }
        for path in stage.insertedItems where stage.sections.indices.contains(path.section)
            && stage.sections[path.section].items.indices.contains(path.item) {
            inserted.insert(stage.sections[path.section].items[path.item].identity)
        }
        do {
            try view.apply(stage, updateStyle: dataSourceStyle(of: stage))
        } catch {
            return "stage \(index) rejected: \(error)"
        }
        if let difference = view.shownDifference(from: stage.sections) {
            return "after stage \(index): \(difference)"
        }
    }
    if let row = deleted.intersection(inserted).map({ "\($0)" }).sorted().first {
        return "row \(row) is deleted and inserted: a row that stays must be moved"
    }
    if let difference = view.shownDifference(from: [expected]) {
        return "after the last stage: \(difference)"
    }
    return nil
}
