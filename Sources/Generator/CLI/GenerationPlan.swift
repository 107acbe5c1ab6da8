/// What one run of `itemize generate` does, however it was asked for: the
/// command line and `--config` each make one, and `runGeneration` runs it.
struct GenerationPlan: Equatable, Sendable {
    /// One spec and where its code goes.
    struct Job: Equatable, Sendable {
        /// The spec, as given or as the config resolves it.
        var specPath: String
        /// The output, given or resolved the same way; nil for standard output.
        var outputPath: String?
    }

    /// The specs in order.
    var jobs: [Job] = []
    /// A folder whose templates override the built-in ones of the same name.
    var templatesDirectory: String?
    /// The target of every spec; nil to follow each spec's `target`.
    var target: ValidatedSpec.Target?
    /// Compare the outputs instead of writing them.
    var isCheck = false
    /// The arguments minus `--check`, for the command `--check` proposes.
    var regenerateArguments: [String] = ["generate"]
}

/// The plan for `itemize generate`: the specs on the command line and
/// where `--output` sends each, or the specs and outputs a `--config` lists.
///
/// - Throws: `CommandLineFailure.usage` for outputs that cannot work (see
///   `outputPaths`), or what `loadConfig` throws for a config.
func planGeneration(_ options: GenerateOptions) throws(CommandLineFailure) -> GenerationPlan {
    var plan = GenerationPlan(templatesDirectory: options.templatesDirectory, target: options.target)
    plan.isCheck = options.isCheck
    plan.regenerateArguments = options.regenerateArguments
    if let configPath = options.configPath {
        let config = try loadConfig(atPath: configPath)
        plan.jobs = config.entries.map { GenerationPlan.Job(specPath: $0.specPath, outputPath: $0.outputPath) }
        plan.templatesDirectory = config.templatesDirectory
    } else {
        let paths = try outputPaths(forSpecs: options.specPaths, output: options.output)
        plan.jobs = options.specPaths.enumerated().map { GenerationPlan.Job(specPath: $1, outputPath: paths?[$0]) }
    }
    return plan
}
