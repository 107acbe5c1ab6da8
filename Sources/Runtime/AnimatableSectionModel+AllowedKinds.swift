// Checking items against the kinds a section allows, for the section models
// whose model is a `KindRestrictedSection` of their own items.

/// A section model that can tell whether it allows an item; found by a
/// dynamic cast, so that `SectionedArray` and `SectionedDataSource` check
/// the sections that can be checked and leave others alone.
protocol KindCheckedSection {
    /// Why the section does not allow `item`: its kind, the section and what
    /// it allows, as text; nil when it allows it (or `item` is not its item).
    func disallowance(of item: Any) -> (kind: String, section: String, allowedKinds: [String])?

    /// The indices of its items of kinds it does not allow, in order.
    ///
    /// - Complexity: O(*m*) for *m* items.
    var disallowedItemIndices: [Int] { get }
}

extension AnimatableSectionModel: KindCheckedSection
where Section: KindRestrictedSection, Section.Item == ItemType {
    func disallowance(of item: Any) -> (kind: String, section: String, allowedKinds: [String])? {
        guard let item = item as? ItemType, !model.allows(item) else { return nil }
        return (String(describing: item.kind), String(describing: model),
            model.allowedKinds.map { String(describing: $0) }.sorted())
    }

    var disallowedItemIndices: [Int] {
        // The set once, not per item: a generated `allowedKinds` builds it anew.
        let allowed = model.allowedKinds
        return items.indices.filter { !allowed.contains(items[$0].kind) }
    }
}

extension SectionedArrayError {
    /// The error of `operation`, which would put an item into section
    /// `index`, whose `disallowance(of:)` gave `refusal`.
    init(operation: String, section index: Int, refusal: (kind: String, section: String, allowedKinds: [String])) {
        self.init(
            operation: operation,
            reason: .kindNotAllowed(
                kind: refusal.kind, section: index, sectionDescription: refusal.section,
                allowedKinds: refusal.allowedKinds))
    }
}

/// The items of `sections` whose sections do not allow their kinds, in order.
///
/// - Complexity: O(*n*) for *n* sections and items.
func disallowedItems<Section: AnimatableSectionModelType>(in sections: [Section]) -> [DisallowedItem<Section>] {
    var found: [DisallowedItem<Section>] = []
    for sectionIndex in sections.indices {
        guard let checked = sections[sectionIndex] as? any KindCheckedSection else { continue }
        for itemIndex in checked.disallowedItemIndices {
            let item = sections[sectionIndex].items[itemIndex]
            guard let reason = checked.disallowance(of: item) else { continue }
            found.append(DisallowedItem(
                path: ItemPath(section: sectionIndex, item: itemIndex), item: item, kind: reason.kind,
                section: reason.section, allowedKinds: reason.allowedKinds))
        }
    }
    return found
}
