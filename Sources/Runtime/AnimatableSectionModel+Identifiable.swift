extension AnimatableSectionModel: Identifiable {
    /// The identity of the section's model, for Swift's `Identifiable`:
    /// SwiftUI's `ForEach(sections)` needs no `id:`.
    ///
    /// - Complexity: O(1), as the model's identity is.
    public var id: Section.Identity { model.identity }
}
