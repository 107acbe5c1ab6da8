// Negative control of GroupedTableCheck: a dragged item may go to any
// section, whatever kinds it allows.

extension KindRestrictedSection where Self: IdentifiableType & Equatable, Item: IdentifiableType & Equatable {
    /// The mistake: `proposed` whenever both paths name a section, allowed or not.
    public static func targetItemPath(
        forMoveFrom source: ItemPath, toProposed proposed: ItemPath, in sections: [AnimatableSectionModel<Self, Item>]
    ) -> ItemPath {
        guard sections.indices.contains(source.section), sections.indices.contains(proposed.section) else { return source }
        return proposed
    }
}
