/// Which specs a run of `itemize generate` generated and which it skipped
/// because the output cache showed their outputs up to date; what tests
/// observe to tell a skipped spec from one generated to the same bytes.
struct GenerationReport: Equatable, Sendable {
    /// The specs read, validated and rendered, as given, in order.
    var generatedSpecs: [String] = []
    /// The specs whose outputs the cache showed up to date, as given.
    var upToDateSpecs: [String] = []
}
