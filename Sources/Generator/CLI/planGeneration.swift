/// The plan for `itemize generate`: the specs on the command line and
/// where `--output` sends each, or the specs and outputs a `--config` lists.
///
/// - Throws: `CommandLineFailure.usage` for outputs that cannot work (see
///   `outputPaths`), or what `loadConfig` throws for a config.
func planGeneration(_ options: GenerateOptions) throws(CommandLineFailure) -> GenerationPlan {
    guard let configPath = options.configPath else {
        let paths = try outputPaths(forSpecs: options.specPaths, destination: OutputDestination(outputArgument: options.output))
        return GenerationPlan(
            jobs: options.specPaths.indices.map { GenerationPlan.Job(specPath: options.specPaths[$0], outputPath: paths?[$0]) },
            templatesDirectory: options.templatesDirectory,
            target: options.target,
            isCheck: options.isCheck,
            regenerateArguments: options.regenerateArguments
        )
    }
    let config = try loadConfig(atPath: configPath)
    return GenerationPlan(
        jobs: config.entries.map { GenerationPlan.Job(specPath: $0.specPath, outputPath: $0.outputPath) },
        templatesDirectory: config.templatesDirectory,
        isCheck: options.isCheck,
        regenerateArguments: options.regenerateArguments
    )
}
