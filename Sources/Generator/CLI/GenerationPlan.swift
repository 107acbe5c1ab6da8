/// What one run of `itemize generate` does, however it was asked for: the
/// command line and `--config` each make one, and `runGeneration` runs it.
struct GenerationPlan: Equatable, Sendable {
    /// One spec and where its code goes.
    struct Job: Equatable, Sendable {
        /// The spec's path, as given (or as the config resolves it).
        var specPath: String
        /// The output file, as given (or as the config resolves it); nil
        /// for standard output.
        var outputPath: String?
    }

    /// The specs in order.
    var jobs: [Job]
    /// A folder whose templates override the built-in ones of the same
    /// name; nil for the built-in templates.
    var templatesDirectory: String?
    /// The target of every spec in place of its own; nil to follow each
    /// spec's `target`.
    var target: ValidatedSpec.Target?
    /// Compare the outputs instead of writing them.
    var isCheck = false
    /// The arguments `--check` tells the user to run to regenerate.
    var regenerateArguments: [String] = ["generate"]
}
