/// A section that can be diffed: it has an identity, and its items have
/// identities and can be compared for content.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {
    /// Whether this section's own content (its header data, not its items)
    /// equals `other`'s; if not, the diff reports a section update.
    ///
    /// The default implementation returns `true`.
    func isContentEqual(to other: Self) -> Bool
}

extension AnimatableSectionModelType {
    /// Sections without content of their own are always content-equal.
    public func isContentEqual(to other: Self) -> Bool { true }
}
