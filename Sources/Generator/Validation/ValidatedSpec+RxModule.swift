extension ValidatedSpec {
    /// Which module of RxDataSources the `rxdatasources` target imports: the
    /// spec's `rxModule`.
    enum RxModule: String, Sendable, CaseIterable {
        /// The whole library: the diff types and the UIKit data sources, so
        /// a `configureCell` is generated too.
        case rxDataSources = "RxDataSources"
        /// Only the diff types (`IdentifiableType`, `AnimatableSectionModel`),
        /// for code that must not depend on RxSwift or UIKit.
        case differentiator = "Differentiator"

        /// The module names a spec may give.
        static var names: [String] { allCases.map(\.rawValue) }
    }
}
