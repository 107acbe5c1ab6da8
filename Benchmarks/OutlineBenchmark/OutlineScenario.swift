import ItemizeRuntime

/// One measured change: the outline's way and the flat list's way to the
/// same rows, each made from inputs built beforehand, as an app's new data is.
struct OutlineScenario {
    var name: String
    /// Runs the outline's change on a copy of the outline; returns its stage count.
    var outline: () -> Int
    /// Diffs the flat list of the same visible rows; returns its stage count.
    var flat: () -> Int
    /// Copies the visible rows and splices the rows that change in, the
    /// least any change that hands a view a new array pays; nil for updates.
    var copy: (() -> Int)?
    /// The most `outline` may take, as a multiple of `flat`; nil where
    /// issue 44 sets none.
    var budget: Double?
}

/// `folders` folders of `perFolder` leaves each; identities from `makeID`
/// (folders take the identities after the leaves').
func folderTree<ID: Hashable>(
    folders: Int, perFolder: Int, changing changes: [(folder: Int, leaf: Int)] = [], makeID: (Int) -> ID
) -> [OutlineNode<BenchItem<ID>>] {
    (0..<folders).map { folder in
        let leaves = (0..<perFolder).map { leaf in
            let version = changes.contains { $0 == (folder, leaf) } ? 1 : 0
            return OutlineNode(BenchItem(id: makeID(folder * perFolder + leaf), version: version))
        }
        return OutlineNode(BenchItem(id: makeID(folders * perFolder + folder), version: 0), children: leaves)
    }
}

/// The visible rows of `folderTree` as a flat list's items: each folder,
/// then its leaves when it is expanded.
func flatRows<ID: Hashable>(
    folders: Int, perFolder: Int, expanded: (Int) -> Bool, changing changes: [(folder: Int, leaf: Int)] = [],
    makeID: (Int) -> ID
) -> [FlatSection<ID>] {
    var items: [BenchItem<ID>] = []
    for folder in 0..<folders {
        items.append(BenchItem(id: makeID(folders * perFolder + folder), version: 0))
        guard expanded(folder) else { continue }
        for leaf in 0..<perFolder {
            let version = changes.contains { $0 == (folder, leaf) } ? 1 : 0
            items.append(BenchItem(id: makeID(folder * perFolder + leaf), version: version))
        }
    }
    return [FlatSection(model: BenchHeader(id: 0), items: items)]
}

/// Expanding (or collapsing) the middle one of 10 folders of 10,000 leaves,
/// the others expanded: 90,010 rows become 100,010 (or the reverse).
func expansionScenario<ID: Hashable>(expanding: Bool, makeID: @escaping (Int) -> ID) -> OutlineScenario {
    let folders = 10, perFolder = 10_000, middle = 5
    let roots = folderTree(folders: folders, perFolder: perFolder, makeID: makeID)
    let allExpanded = Set(roots.map(\.item.identity))
    let othersExpanded = allExpanded.subtracting([roots[middle].item.identity])
    let outline = BenchOutline(
        section: BenchHeader(id: 0), roots: roots, expanded: expanding ? othersExpanded : allExpanded)
    let parent = roots[middle].item.identity
    let collapsedRows = flatRows(folders: folders, perFolder: perFolder, expanded: { $0 != middle }, makeID: makeID)
    let expandedRows = flatRows(folders: folders, perFolder: perFolder, expanded: { _ in true }, makeID: makeID)
    let (before, after) = expanding ? (collapsedRows, expandedRows) : (expandedRows, collapsedRows)
    let shownRows = outline.rows
    let firstChildRow = middle * (perFolder + 1) + 1
    // Any 10,000 rows will do for the copy: it moves rows, it does not look at them.
    let appearing = Array(expanding ? outline.rows[0..<perFolder] : [])
    return OutlineScenario(
        name: expanding ? "expand 10,000 of 100,010" : "collapse 10,000 of 100,010",
        outline: {
            var copy = outline
            return expanding ? copy.expand(parent).count : copy.collapse(parent).count
        },
        flat: { StagedChangeset(source: before, target: after).count },
        copy: {
            var rows = shownRows
            if expanding {
                rows.insert(contentsOf: appearing, at: firstChildRow)
            } else {
                rows.removeSubrange(firstChildRow..<(firstChildRow + perFolder))
            }
            return rows.count
        },
        budget: 2)
}

/// Leaves' content changed in 100 folders of 1,000 leaves (100,100 nodes),
/// with every folder expanded, or every other one: one leaf in the middle,
/// or the first and the last leaf, so that every row between them is diffed.
func updateScenario<ID: Hashable>(
    everyOtherCollapsed: Bool, firstAndLast: Bool = false, makeID: @escaping (Int) -> ID
) -> OutlineScenario {
    let folders = 100, perFolder = 1_000
    let changes = firstAndLast ? [(folder: 0, leaf: 0), (folder: 98, leaf: 999)] : [(folder: 50, leaf: 500)]
    let isExpanded = { (folder: Int) in !everyOtherCollapsed || folder % 2 == 0 }
    let roots = folderTree(folders: folders, perFolder: perFolder, makeID: makeID)
    let expanded = Set(roots.indices.filter(isExpanded).map { roots[$0].item.identity })
    let outline = BenchOutline(section: BenchHeader(id: 0), roots: roots, expanded: expanded)
    let newRoots = folderTree(folders: folders, perFolder: perFolder, changing: changes, makeID: makeID)
    let before = flatRows(folders: folders, perFolder: perFolder, expanded: isExpanded, makeID: makeID)
    let after = flatRows(folders: folders, perFolder: perFolder, expanded: isExpanded, changing: changes, makeID: makeID)
    let visible = before[0].items.count
    let rows = everyOtherCollapsed ? "\(visible / 1_000),\(visible % 1_000 / 100)00 rows" : "100,100 rows"
    return OutlineScenario(
        name: "update \(firstAndLast ? "first and last leaf" : "1 leaf"), \(rows)",
        outline: {
            var copy = outline
            return copy.update(newRoots).count
        },
        flat: { StagedChangeset(source: before, target: after).count },
        copy: nil,
        budget: firstAndLast ? nil : 2)
}
