// How an outline keeps its tree: one record per node that has or may have
// children (OutlineParent), each with the rows its children take, so that
// a parent's row index is a sum over its ancestors and an expand or a
// collapse changes a count per ancestor, not the rows of the whole tree.

extension Outline {
    /// Replaces the tree with `roots` and shows it, with the parents named
    /// in `expanded` expanded.
    ///
    /// - Complexity: O(*n*) for *n* nodes, hashing only the parents.
    @inlinable internal mutating func rebuild(roots: [OutlineNode<Item>], expanding expanded: Set<Item.Identity>) {
        records = [OutlineParent(item: nil, parent: -1, slot: 0, depth: -1, isExpanded: true)]
        recordOfIdentity = Dictionary(minimumCapacity: recordOfIdentity.count)
        _ = attach(roots, to: 0, expanding: expanded)
        var stillExpanded = Set<Item.Identity>(minimumCapacity: expanded.count)
        for record in records.indices.dropFirst() where records[record].isExpanded {
            if let item = records[record].item { stillExpanded.insert(item.identity) }
        }
        expandedSet = stillExpanded
        var rows: [OutlineRow<Item>] = []
        rows.reserveCapacity(records[0].rowsBelow)
        appendRows(below: 0, to: &rows)
        visibleRows = rows
    }

    /// Makes `nodes` the children of `record`, giving each node that has or
    /// may have children a record of its own, expanded when `expanded`
    /// names it.
    ///
    /// - Returns: The rows below `record` while it is expanded.
    /// - Complexity: O(*m*) for the *m* nodes of `nodes` and below.
    @inlinable internal mutating func attach(
        _ nodes: [OutlineNode<Item>], to record: Int, expanding expanded: Set<Item.Identity>
    ) -> Int {
        let depth = records[record].depth + 1
        var childRecords = [Int](repeating: -1, count: nodes.count)
        var rowCounts = [Int](repeating: 1, count: nodes.count)
        for slot in nodes.indices {
            let node = nodes[slot]
            let children: [OutlineNode<Item>]?
            switch node.children {
            case .leaf: continue
            case .loaded(let loaded): children = loaded
            case .notLoaded: children = nil
            }
            let identity = node.item.identity
            let isExpanded = expanded.contains(identity)
            let child = records.count
            records.append(
                OutlineParent(item: node.item, parent: record, slot: slot, depth: depth, isExpanded: isExpanded))
            if recordOfIdentity[identity] == nil { recordOfIdentity[identity] = child }
            let below = children.map { attach($0, to: child, expanding: expanded) } ?? 1
            childRecords[slot] = child
            if isExpanded { rowCounts[slot] += below }
        }
        records[record].children = nodes
        records[record].childRecords = childRecords
        records[record].rowCounts = PrefixSums(rowCounts)
        return records[record].rowsBelow
    }

    /// Appends the rows shown below `record` while it is expanded: its
    /// children's rows and, below each expanded child, that child's rows;
    /// one placeholder when its children have not arrived.
    ///
    /// - Complexity: O(*k*) for the *k* rows appended.
    @inlinable internal func appendRows(below record: Int, to rows: inout [OutlineRow<Item>]) {
        let parent = records[record]
        let depth = parent.depth + 1
        guard let children = parent.children else {
            if let item = parent.item {
                rows.append(OutlineRow(.placeholder(parent: item.identity), depth: depth, disclosure: .hidden))
            }
            return
        }
        for slot in children.indices {
            let child = parent.childRecords[slot]
            guard child >= 0 else {
                rows.append(OutlineRow(.item(children[slot].item), depth: depth, disclosure: .hidden))
                continue
            }
            let isExpanded = records[child].isExpanded
            rows.append(
                OutlineRow(.item(children[slot].item), depth: depth, disclosure: isExpanded ? .expanded : .collapsed))
            if isExpanded { appendRows(below: child, to: &rows) }
        }
    }

    /// The index of `record`'s row: for each ancestor, the rows its earlier
    /// children take, plus its own row; nil when a parent above it is
    /// collapsed (or for the top record, which has no row).
    ///
    /// - Complexity: O(*d* log *w*) for depth *d* and at most *w* children per ancestor.
    @inlinable internal func rowIndex(ofRecord record: Int) -> Int? {
        var index = -1
        var current = record
        while current > 0 {
            let parent = records[current].parent
            guard records[parent].isExpanded else { return nil }
            index += 1 + records[parent].rowCounts.prefix(records[current].slot)
            current = parent
        }
        return record > 0 ? index : nil
    }

    /// Adds `delta` to the rows `record` takes in its parent, and so on up
    /// while the parent is expanded (a collapsed parent takes one row
    /// whatever is below it).
    ///
    /// - Complexity: O(*d* log *w*) for depth *d* and at most *w* children per ancestor.
    @inlinable internal mutating func addRows(_ delta: Int, takenBy record: Int) {
        var current = record
        while current > 0 {
            let parent = records[current].parent
            records[parent].rowCounts.add(delta, at: records[current].slot)
            guard records[parent].isExpanded else { return }
            current = parent
        }
    }

    /// The children of `record` as a tree, with the children that arrived
    /// since, and `replacement` as the children of the record `replaced`.
    ///
    /// - Complexity: O(*m*) for the *m* nodes below `record`.
    @usableFromInline internal func nodes(
        below record: Int, replacing replaced: Int = -1, with replacement: [OutlineNode<Item>] = []
    ) -> [OutlineNode<Item>] {
        guard let children = records[record].children else { return [] }
        var nodes = children
        for slot in children.indices where records[record].childRecords[slot] >= 0 {
            let child = records[record].childRecords[slot]
            if child == replaced {
                nodes[slot].children = .loaded(replacement)
            } else if records[child].children == nil {
                nodes[slot].children = .notLoaded
            } else {
                nodes[slot].children = .loaded(self.nodes(below: child, replacing: replaced, with: replacement))
            }
        }
        return nodes
    }

    /// The paths of `count` rows from row `start`.
    @inlinable internal func rowPaths(from start: Int, count: Int) -> [ItemPath] {
        (start..<(start + count)).map { ItemPath(section: 0, item: $0) }
    }
}
