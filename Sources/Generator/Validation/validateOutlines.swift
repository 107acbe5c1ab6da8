/// Checks each item's `"children"` against the spec's items and `target`,
/// and fills in the items' `childNames`: every kind named must exist, once;
/// the targets that cannot show outlines refuse the key.
///
/// Complexity: O(n + c), n items and c kinds named in all `"children"`.
func checkChildren(
    _ candidates: inout [ItemCandidate], target: ValidatedSpec.Target?, diagnostics: DiagnosticCollector
) {
    let itemNames = candidates.map(\.name)
    let known = Set(itemNames)
    for index in candidates.indices {
        guard let member = candidates[index].children, let elements = member.value.elements else { continue }
        if let target, let reason = outlineRefusal(of: target) {
            diagnostics.append(Diagnostic(
                "the \(target.rawValue) target cannot show an item's children: \(reason)", at: member.keyLocation,
                suggestion: "use the itemize or diffable target, or remove \"children\""))
            continue
        }
        let owner = "the children of \"\(candidates[index].name)\""
        candidates[index].item?.childNames = validateItemNameList(
            elements, key: "children", itemNames: itemNames, knownItemNames: known,
            unknownWhere: " in " + owner, twiceWhere: owner, twiceSuggestion: { "remove the second \"\($0)\"" },
            diagnostics: diagnostics)
    }
}

/// Checks the outline sections against the kinds' children: every kind an
/// outline section can show at any depth (its items, their children, and
/// theirs) must be among its `items`, so that the section's rows are only
/// kinds it allows. Warns about an outline section none of whose kinds has
/// children (a flat list, shown through the outline's machinery for
/// nothing) and about a kind with children that no outline section
/// allows (no row ever shows its children). The warnings wait until the
/// spec has no error: a kind with a wrong `"children"` or a section with a
/// wrong `"outline"` would make them wrong too.
///
/// - Parameters:
///   - sections: Each valid section with its value in the spec.
///   - candidates: The items, with their `"children"` members.
///
/// Complexity: O(s * (n + c)) for s outline sections.
func checkOutlineSections(
    _ sections: [(section: ValidatedSpec.Section, value: JSONValue)], candidates: [ItemCandidate],
    diagnostics: DiagnosticCollector
) {
    var childNames: [String: [String]] = [:]
    for candidate in candidates {
        if let item = candidate.item, !item.childNames.isEmpty { childNames[item.name] = item.childNames }
    }
    let warns = !diagnostics.hasErrors
    var inOutlines: Set<String> = []
    for (section, value) in sections where section.isOutline {
        let outlineKey = value.members?.first { $0.key == "outline" }?.keyLocation ?? value.location
        let itemsValue = value.members?.first { $0.key == "items" }?.value
        let allowed = Set(section.itemNames)
        inOutlines.formUnion(allowed)
        if !section.itemNames.contains(where: { childNames[$0] != nil }) {
            guard warns else { continue }
            diagnostics.append(Diagnostic(
                .warning,
                "the outline section \"\(section.caseName)\" shows a flat list: none of its kinds has \"children\"",
                at: outlineKey,
                suggestion: "give a kind of the section \"children\", or remove \"outline\""))
            continue
        }
        // Breadth first from the section's kinds; each kind is visited once.
        var reached = allowed
        var queue = section.itemNames
        var next = 0
        var missing: [(kind: String, parent: String)] = []
        while next < queue.count {
            let parent = queue[next]
            next += 1
            for child in childNames[parent] ?? [] where reached.insert(child).inserted {
                queue.append(child)
                missing.append((child, parent))
            }
        }
        for (kind, parent) in missing {
            diagnostics.append(Diagnostic(
                "the outline section \"\(section.caseName)\" can show \"\(kind)\" as a child of \"\(parent)\", but its "
                    + "\"items\" do not allow \"\(kind)\"",
                at: itemsValue?.location ?? outlineKey,
                suggestion: "add \"\(kind)\" to the section's \"items\", or remove it from the children of \"\(parent)\""))
        }
    }
    for candidate in candidates where warns {
        guard let member = candidate.children, candidate.item?.childNames.isEmpty == false,
              !inOutlines.contains(candidate.name)
        else { continue }
        diagnostics.append(Diagnostic(
            .warning,
            "\"\(candidate.name)\" has \"children\", but no outline section allows it, so no row shows them",
            at: member.keyLocation,
            suggestion: "allow \"\(candidate.name)\" in a section with \"outline\": true, or remove \"children\""))
    }
}
