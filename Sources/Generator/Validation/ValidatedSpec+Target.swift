extension ValidatedSpec {
    /// The list library the generated code plugs into: the spec's `target`,
    /// or the CLI's `--target`.
    enum Target: String, Sendable, CaseIterable {
        /// ItemizeRuntime: its diff, data sources and `AnimatableSectionModel`.
        case itemize
        /// RxDataSources (or its Differentiator module): `IdentifiableType`,
        /// `AnimatableSectionModel` and a `configureCell` for its data sources.
        case rxdatasources
        /// DifferenceKit: `Differentiable` items and `ArraySection` sections.
        case differencekit
        /// Apple's diffable data sources: identity-equal `Hashable` items and
        /// snapshot helpers.
        case diffable

        /// `"itemize"`, `"rxdatasources"`, ... as a spec or `--target` names them.
        static var names: [String] { allCases.map(\.rawValue) }
    }
}
