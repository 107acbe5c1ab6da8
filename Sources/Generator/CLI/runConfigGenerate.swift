/// Runs `itemize generate --config FILE`: every spec the config lists, to
/// the file it names, all or nothing, as `runGenerate` does for specs
/// given on the command line.
///
/// - Parameters:
///   - cacheEnvironment: The process environment, for the output cache;
///     nil with `--no-cache`. `--check` never uses the cache.
/// - Returns: Which specs were generated and which skipped as up to date.
/// - Throws: `CommandLineFailure` for config, spec and template problems,
///   stale outputs and file-system failures.
@discardableResult
func runConfigGenerate(
    configPath: String, isCheck: Bool, regenerateArguments: [String], cacheEnvironment: [String: String]? = nil
) throws(CommandLineFailure) -> GenerationReport {
    let config = try loadConfig(atPath: configPath)
    let templates = try loadTemplates(overriddenBy: config.templatesDirectory)
    let specPaths = config.entries.map(\.specPath)
    let outputPaths = config.entries.map(\.outputPath)
    var cache: OutputCache?
    if let cacheEnvironment, !isCheck {
        cache = OutputCache(environment: cacheEnvironment, isDisabled: false, templates: templates, targetOverride: nil)
    }
    let generations = try generateAll(specPaths: specPaths, outputPaths: outputPaths, cache: cache) {
        GeneratorPipeline(templates: templates)
    }
    let (outputs, report) = pendingOutputs(generations, specPaths: specPaths, outputPaths: outputPaths)
    try finishGeneration(outputs, isCheck: isCheck, regenerateArguments: regenerateArguments, cache: cache)
    return report
}
