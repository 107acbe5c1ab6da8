import Foundation
import ItemizeRuntime
import ItemizeTesting
import XCTest

/// What the random walk drives: `Outline` itself, or a test double that
/// gets a rule wrong on purpose (the negative controls).
protocol OutlineUnderTest {
    var sectionModel: OutlineSection { get }
    var expandedIdentities: Set<String> { get }
    mutating func expand(_ identity: String) -> StagedChangeset<OutlineSection>
    mutating func collapse(_ identity: String) -> StagedChangeset<OutlineSection>
    mutating func children(arrived children: [OutlineNode<Entry>], for identity: String) -> StagedChangeset<OutlineSection>
    mutating func update(_ roots: [OutlineNode<Entry>], section: String?) -> StagedChangeset<OutlineSection>
}

extension Outline: OutlineUnderTest where Section == String, Item == Entry {}

/// The outline as plainly as it can be said, to check `Outline` against: a
/// tree and a set of expanded identities, flattened from scratch.
struct ReferenceOutline {
    var roots: [OutlineNode<Entry>]
    var expanded: Set<String> = []

    /// The visible rows: each node, and the rows below an expanded parent
    /// (one placeholder while its children have not arrived).
    func rows(showingChildrenOfCollapsedParents: Bool = false) -> [OutlineRow<Entry>] {
        var rows: [OutlineRow<Entry>] = []
        func visit(_ nodes: [OutlineNode<Entry>], depth: Int) {
            for node in nodes {
                let isExpanded = expanded.contains(node.item.name)
                switch node.children {
                case .leaf:
                    rows.append(OutlineRow(.item(node.item), depth: depth, disclosure: .hidden))
                case .loaded(let children):
                    rows.append(OutlineRow(.item(node.item), depth: depth, disclosure: isExpanded ? .expanded : .collapsed))
                    if isExpanded || showingChildrenOfCollapsedParents { visit(children, depth: depth + 1) }
                case .notLoaded:
                    rows.append(OutlineRow(.item(node.item), depth: depth, disclosure: isExpanded ? .expanded : .collapsed))
                    if isExpanded {
                        rows.append(OutlineRow(.placeholder(parent: node.item.name), depth: depth + 1, disclosure: .hidden))
                    }
                }
            }
        }
        visit(roots, depth: 0)
        return rows
    }

    /// Every node's name, and which have or may have children.
    func names() -> (all: [String], parents: [String], lazy: [String]) {
        var all: [String] = [], parents: [String] = [], lazy: [String] = []
        func visit(_ nodes: [OutlineNode<Entry>]) {
            for node in nodes {
                all.append(node.item.name)
                switch node.children {
                case .leaf: break
                case .loaded(let children):
                    parents.append(node.item.name)
                    visit(children)
                case .notLoaded:
                    parents.append(node.item.name)
                    lazy.append(node.item.name)
                }
            }
        }
        visit(roots)
        return (all, parents, lazy)
    }
}

/// A stand-in that flattens with a rule given to it and diffs the rows, for
/// the negative controls.
struct DiffingOutline: OutlineUnderTest {
    var reference: ReferenceOutline
    var flatten: (ReferenceOutline) -> [OutlineRow<Entry>]
    var sectionModel: OutlineSection { OutlineSection(model: "Mail", items: flatten(reference)) }
    var expandedIdentities: Set<String> { reference.expanded }

    private mutating func change(_ body: (inout ReferenceOutline) -> Void) -> StagedChangeset<OutlineSection> {
        let source = sectionModel
        body(&reference)
        return StagedChangeset(source: [source], target: [sectionModel])
    }
    mutating func expand(_ identity: String) -> StagedChangeset<OutlineSection> {
        change { reference in
            if reference.names().parents.contains(identity) { reference.expanded.insert(identity) }
        }
    }
    mutating func collapse(_ identity: String) -> StagedChangeset<OutlineSection> {
        change { $0.expanded.remove(identity) }
    }
    mutating func children(arrived children: [OutlineNode<Entry>], for identity: String) -> StagedChangeset<OutlineSection> {
        change { $0.roots = replacingChildren(of: identity, with: children, in: $0.roots) }
    }
    mutating func update(_ roots: [OutlineNode<Entry>], section: String?) -> StagedChangeset<OutlineSection> {
        change { reference in
            reference.roots = roots
            reference.expanded.formIntersection(reference.names().parents)
        }
    }
}

/// `nodes` with the children of the node `identity` replaced.
func replacingChildren(
    of identity: String, with children: [OutlineNode<Entry>], in nodes: [OutlineNode<Entry>]
) -> [OutlineNode<Entry>] {
    nodes.map { node in
        var node = node
        if node.item.name == identity, node.children != .leaf {
            node.children = .loaded(children)
        } else if case .loaded(let below) = node.children {
            node.children = .loaded(replacingChildren(of: identity, with: children, in: below))
        }
        return node
    }
}

/// A seeded walk of random changes: expands, collapses, children arriving,
/// and updates that edit the tree as apps do (a changed item, a new node, a
/// removed subtree, a subtree moved to another parent, siblings reordered,
/// loaded children dropped).
struct OutlineWalk {
    var random: SplitMix64
    var reference: ReferenceOutline
    /// The section's content, as the last update gave it.
    var section = "Mail"
    /// Lazy parents expanded whose children have not arrived yet.
    private var loading: [String] = []
    private var nextName = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        reference = ReferenceOutline(roots: [])
        reference.roots = (0..<3).map { _ in randomNode(depth: 0) }
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    private mutating func freshName() -> String {
        nextName += 1
        return "n\(nextName)"
    }

    mutating func randomNode(depth: Int) -> OutlineNode<Entry> {
        let entry = Entry(name: freshName())
        let roll = Int.random(in: 0..<100, using: &random)
        if depth >= 3 || roll < 45 { return OutlineNode(entry) }
        if roll < 70 { return OutlineNode(entry, children: .notLoaded) }
        return OutlineNode(entry, children: randomChildren(depth: depth + 1))
    }

    mutating func randomChildren(depth: Int) -> [OutlineNode<Entry>] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in randomNode(depth: depth) }
    }

    /// One change, applied to `subject` and to the reference; a description of it.
    mutating func step(_ subject: inout some OutlineUnderTest) -> (String, StagedChangeset<OutlineSection>) {
        let names = reference.names()
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 30 {
            // Mostly a parent on screen, sometimes one under a collapsed parent or a leaf.
            // Lazy parents often, so that their children arrive on screen.
            let visible = reference.rows().compactMap { $0.disclosure == .collapsed ? $0.item?.name : nil }
            let visibleLazy = visible.filter(names.lazy.contains)
            let name = chance(50) && !visibleLazy.isEmpty ? visibleLazy.randomElement(using: &random)
                : chance(60) ? visible.randomElement(using: &random)
                : chance(90) ? names.parents.randomElement(using: &random) : names.all.randomElement(using: &random)
            let identity = name ?? "absent"
            if names.parents.contains(identity) { reference.expanded.insert(identity) }
            if names.lazy.contains(identity) { loading.append(identity) }
            return ("expand \(identity)", subject.expand(identity))
        }
        if roll < 50 {
            let identity = (chance(80) ? reference.expanded.randomElement(using: &random) : nil)
                ?? names.parents.randomElement(using: &random) ?? "absent"
            reference.expanded.remove(identity)
            return ("collapse \(identity)", subject.collapse(identity))
        }
        // Children arrive for a parent being loaded (often after other
        // changes, sometimes after it collapsed), or for any lazy parent.
        loading.removeAll { !names.lazy.contains($0) }
        let loaded = chance(60) && !loading.isEmpty ? loading.remove(at: Int.random(in: loading.indices, using: &random)) : nil
        if roll < 65 || loaded != nil, let identity = loaded ?? names.lazy.randomElement(using: &random) {
            let children = randomChildren(depth: 1)
            reference.roots = replacingChildren(of: identity, with: children, in: reference.roots)
            return ("children of \(identity)", subject.children(arrived: children, for: identity))
        }
        var roots = reference.roots
        let edits = Int.random(in: 1...3, using: &random)
        for _ in 0..<edits { roots = edit(roots) }
        reference.roots = roots
        reference.expanded.formIntersection(reference.names().parents)
        let section = chance(5) ? "Mail \(Int.random(in: 0...2, using: &random))" : nil
        if let section { self.section = section }
        return ("update", subject.update(roots, section: section))
    }

    /// `roots` with one edit an app makes.
    private mutating func edit(_ roots: [OutlineNode<Entry>]) -> [OutlineNode<Entry>] {
        var roots = roots
        let all = ReferenceOutline(roots: roots).names().all
        guard let target = all.randomElement(using: &random) else { return [randomNode(depth: 0)] }
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 25 {
            // A changed item.
            roots = mapNode(target, in: roots) { $0.item.version += 1 }
        } else if roll < 40 || all.count < 15 {
            // A new node, under a parent or at the top.
            let node = randomNode(depth: 0)
            let parents = ReferenceOutline(roots: roots).names().parents
            roots = insert(node, under: chance(70) ? parents.randomElement(using: &random) : nil, in: roots)
        } else if roll < 55 && all.count > 8 || all.count > 40 {
            // A subtree removed.
            roots = removing(target, from: roots).nodes
        } else if roll < 80 {
            // A subtree moved to another parent (never into itself).
            let (rest, removed) = removing(target, from: roots)
            guard let node = removed else { return roots }
            let parents = ReferenceOutline(roots: rest).names().parents
            roots = insert(node, under: chance(80) ? parents.randomElement(using: &random) : nil, in: rest)
        } else if roll < 88 {
            // Siblings reordered.
            roots = reorderingChildren(of: target, in: roots)
        } else {
            // Loaded children dropped, or a lazy parent given children.
            roots = mapNode(target, in: roots) { node in
                switch node.children {
                case .loaded: node.children = .notLoaded
                case .notLoaded: node.children = .loaded(randomChildren(depth: 2))
                case .leaf: node.children = .loaded([])
                }
            }
        }
        return roots
    }

    private func mapNode(
        _ name: String, in nodes: [OutlineNode<Entry>], _ change: (inout OutlineNode<Entry>) -> Void
    ) -> [OutlineNode<Entry>] {
        nodes.map { node in
            var node = node
            if node.item.name == name { change(&node) }
            if case .loaded(let children) = node.children {
                node.children = .loaded(mapNode(name, in: children, change))
            }
            return node
        }
    }

    private mutating func insert(
        _ node: OutlineNode<Entry>, under parent: String?, in nodes: [OutlineNode<Entry>]
    ) -> [OutlineNode<Entry>] {
        guard let parent else {
            var nodes = nodes
            nodes.insert(node, at: Int.random(in: 0...nodes.count, using: &random))
            return nodes
        }
        let at = Int.random(in: 0...8, using: &random)
        var done = false
        let result = mapNode(parent, in: nodes) { target in
            guard !done else { return }
            done = true
            switch target.children {
            case .loaded(var children):
                children.insert(node, at: min(at, children.count))
                target.children = .loaded(children)
            case .notLoaded, .leaf:
                target.children = .loaded([node])
            }
        }
        return result
    }

    private func removing(_ name: String, from nodes: [OutlineNode<Entry>]) -> (nodes: [OutlineNode<Entry>], removed: OutlineNode<Entry>?) {
        var removed: OutlineNode<Entry>?
        var kept: [OutlineNode<Entry>] = []
        for var node in nodes {
            if removed == nil && node.item.name == name {
                removed = node
                continue
            }
            if removed == nil, case .loaded(let children) = node.children {
                let (rest, found) = removing(name, from: children)
                if let found {
                    removed = found
                    node.children = .loaded(rest)
                }
            }
            kept.append(node)
        }
        return (kept, removed)
    }

    private mutating func reorderingChildren(of name: String, in nodes: [OutlineNode<Entry>]) -> [OutlineNode<Entry>] {
        var seed = random.next()
        if chance(30) {
            var generator = SplitMix64(seed: seed)
            return nodes.shuffled(using: &generator)
        }
        return mapNode(name, in: nodes) { node in
            guard case .loaded(let children) = node.children else { return }
            seed &+= 1
            var generator = SplitMix64(seed: seed)
            node.children = .loaded(children.shuffled(using: &generator))
        }
    }
}

/// Runs `steps` random changes on `subject`, each through the strict
/// simulator from what the view showed; nil when all pass, else the first
/// failure, with the step and its change.
///
/// - Returns: The failure, and how many changes of each kind (`expand`,
///   `collapse`, `children`, `update`, and `move` for an update that moved
///   a row) changed what the view shows.
func outlineWalkFailure(
    seed: UInt64, steps: Int, makeSubject: (ReferenceOutline) -> some OutlineUnderTest
) -> (failure: String?, shownChanges: [String: Int]) {
    var walk = OutlineWalk(seed: seed)
    var subject = makeSubject(walk.reference)
    var view = BatchUpdateSimulator(showing: [subject.sectionModel])
    var shownChanges: [String: Int] = [:]
    for step in 0..<steps {
        view = BatchUpdateSimulator(
            showing: view.shown, strictness: .strict, viewKind: step % 2 == 0 ? .tableView : .collectionView)
        let (change, stages) = walk.step(&subject)
        if !stages.isEmpty { shownChanges[String(change.prefix { $0 != " " }), default: 0] += 1 }
        if stages.contains(where: { !$0.movedItems.isEmpty }) { shownChanges["move", default: 0] += 1 }
        let expected = OutlineSection(model: walk.section, items: walk.reference.rows())
        if let failure = outlineChangeFailure(stages, on: &view, expected: expected) {
            return ("step \(step) (\(change)): \(failure)", shownChanges)
        }
        if subject.sectionModel != expected {
            return ("step \(step) (\(change)): the outline holds \(seen(subject.sectionModel.items)), "
                + "expected \(seen(expected.items))", shownChanges)
        }
        if subject.expandedIdentities != walk.reference.expanded {
            return ("step \(step) (\(change)): expanded \(subject.expandedIdentities.sorted()), "
                + "expected \(walk.reference.expanded.sorted())", shownChanges)
        }
    }
    return (nil, shownChanges)
}

/// Outlines proven on the strict simulator over random walks, with the
/// negative controls that show the checks can fail.
final class OutlineRandomTests: XCTestCase {
    private var isExhaustive: Bool { ProcessInfo.processInfo.environment["ITEMIZE_EXHAUSTIVE"] == "1" }

    func testRandomWalksPassTheStrictSimulator() {
        // 10,000 steps by default; 200,000 in the exhaustive run.
        let walks = isExhaustive ? 100 : 5
        var shownChanges: [String: Int] = [:]
        for seed in 0..<UInt64(walks) {
            let (failure, counts) = outlineWalkFailure(seed: 0x0071_1E00 + seed, steps: 2_000) { reference in
                TestOutline(section: "Mail", roots: reference.roots)
            }
            shownChanges.merge(counts, uniquingKeysWith: +)
            if let failure { return XCTFail("seed \(seed): \(failure)") }
        }
        // Every kind of change reaches the screen often (expand 2,223,
        // collapse 1,316, update 2,606, of which 412 moved rows, children
        // 354); a walk that only touched hidden parents, or never moved a
        // row, would show here.
        let least = ["expand": 1_000, "collapse": 500, "update": 1_000, "move": 200, "children": 150]
        for (kind, count) in least {
            XCTAssertGreaterThan(shownChanges[kind] ?? 0, count * walks / 5, kind)
        }
        if isExhaustive { print("OutlineRandomTests: \(walks * 2_000) steps, shown changes \(shownChanges)") }
    }

    func testTheWalkAlsoChecksTheOutlinesOwnRowsAndRoots() {
        var walk = OutlineWalk(seed: 7)
        var outline = TestOutline(section: "Mail", roots: walk.reference.roots)
        for _ in 0..<500 {
            _ = walk.step(&outline)
            XCTAssertEqual(outline.rows, walk.reference.rows())
            XCTAssertEqual(outline.roots, walk.reference.roots)
        }
    }

    // MARK: - Negative controls

    func testAFlatteningThatForgetsCollapsedParentsFails() {
        // Inbox is expanded, Archive collapsed; the faulty flattening shows
        // Archive's child all the same.
        let reference = ReferenceOutline(
            roots: [parent("Inbox", [leaf("Hello")]), parent("Archive", [leaf("Old")])], expanded: ["Inbox"])
        var faulty = DiffingOutline(reference: reference) { $0.rows(showingChildrenOfCollapsedParents: true) }
        var view = BatchUpdateSimulator(showing: [faulty.sectionModel])
        XCTAssertEqual(seen(faulty.sectionModel.items), ["▾ Inbox", "  Hello", "▸ Archive", "  Old"])
        let stages = faulty.collapse("Inbox")
        var expected = reference
        expected.expanded = []
        XCTAssertEqual(
            outlineChangeFailure(stages, on: &view, expected: OutlineSection(model: "Mail", items: expected.rows())),
            #"after the last stage: item [0, 1] is "item("Hello")", expected "item("Archive")""#)

        // And the random walk finds it on its own.
        let (failure, _) = outlineWalkFailure(seed: 1, steps: 2_000) { reference in
            DiffingOutline(reference: reference) { $0.rows(showingChildrenOfCollapsedParents: true) }
        }
        XCTAssertTrue(failure?.contains(": after the last stage: ") == true, failure ?? "no failure")
    }

    func testAReparentSentAsDeletePlusInsertFails() {
        // Hello moves from Inbox to Archive. UIKit takes a delete and an
        // insert, and the view ends right, but the cell is replaced instead
        // of moved: the check must say so.
        let before = TestOutline(
            section: "Mail", roots: [parent("Inbox", [leaf("Hello")]), parent("Archive", [])], expanded: ["Inbox", "Archive"])
        var after = before
        _ = after.update([parent("Inbox", []), parent("Archive", [leaf("Hello")])])
        XCTAssertEqual(seen(after.rows), ["▾ Inbox", "▾ Archive", "  Hello"])
        let deleteAndInsert = StagedChangeset(stages: [
            Changeset(
                sections: [after.sectionModel], deletedItems: [ItemPath(section: 0, item: 1)],
                insertedItems: [ItemPath(section: 0, item: 2)])
        ])
        var view = BatchUpdateSimulator(showing: [before.sectionModel])
        XCTAssertEqual(
            outlineChangeFailure(deleteAndInsert, on: &view, expected: after.sectionModel),
            #"row item("Hello") is deleted and inserted: a row that stays must be moved"#)

        // The outline moves it.
        var outline = before
        var shown = BatchUpdateSimulator(showing: [outline.sectionModel])
        let stages = outline.update([parent("Inbox", []), parent("Archive", [leaf("Hello")])])
        XCTAssertNil(outlineChangeFailure(stages, on: &shown, expected: outline.sectionModel))
        XCTAssertEqual(stages.flatMap(\.movedItems).count, 1)
    }
}
