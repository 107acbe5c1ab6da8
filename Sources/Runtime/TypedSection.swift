/// A section named by its identity, with the type of the members its spec
/// allows there. One is generated for each section (`.feed`, `.day("Mon")`),
/// so that `SectionedArray`'s typed mutations, such as
/// `appendItem(.ad(ad), to: .feed)`, take only the kinds that section allows:
/// another kind is a compile error, `type 'FeedItem.FeedItems' has no member
/// 'banner'`, instead of a `SectionedArrayError` at run time.
public struct TypedSection<Model: AnimatableSectionModelType, Members: SectionMembers>
where Members.Item == Model.Item {
    /// The section's identity, as its section model has it.
    public var identity: Model.Identity

    /// Names the section whose identity is `identity`.
    public init(_ identity: Model.Identity) {
        self.identity = identity
    }
}

extension TypedSection: Sendable where Model.Identity: Sendable {}
