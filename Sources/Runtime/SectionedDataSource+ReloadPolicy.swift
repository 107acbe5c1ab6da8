extension SectionedDataSource {
    /// When `apply` reloads the view instead of animating the diff.
    ///
    /// A batch of a few hundred operations takes UIKit longer than a
    /// reload, which only asks for the visible cells, and its animation
    /// moves rows mostly off screen, so it reads as a jump anyway. The
    /// default, `.changes(above: 100)`, is IGListKit's limit, about two
    /// screens of rows; Carbon uses 300.
    ///
    /// ```swift
    /// dataSource.reloadPolicy = .changes(above: 300)
    /// dataSource.reloadPolicy = .init { stages in stages.count > 3 }
    /// dataSource.reloadPolicy = .never
    /// ```
    public struct ReloadPolicy: Sendable {
        /// The limit of `changes(above:)` that a data source starts with.
        public static var defaultLimit: Int { 100 }

        let decide: @MainActor @Sendable (StagedChangeset<Section>) -> Bool

        /// A policy that reloads when `decide` returns true for the diff
        /// about to be animated.
        ///
        /// - Parameter decide: Looks at the stages of the diff; true reloads.
        public init(_ decide: @escaping @MainActor @Sendable (StagedChangeset<Section>) -> Bool) {
            self.decide = decide
        }

        /// Reloads when the diff has more than `limit` operations
        /// (`StagedChangeset.changeCount`).
        ///
        /// - Parameter limit: The most operations still animated.
        public static func changes(above limit: Int) -> ReloadPolicy {
            ReloadPolicy { $0.changeCount > limit }
        }

        /// Always animates, however large the diff.
        public static var never: ReloadPolicy {
            ReloadPolicy { _ in false }
        }

        /// Whether to reload instead of animating `stages`.
        ///
        /// - Complexity: That of the policy's closure; O(*s*) for *s*
        ///   stages for `changes(above:)`.
        @MainActor func reloads(_ stages: StagedChangeset<Section>) -> Bool {
            decide(stages)
        }
    }
}
