/// Runs `itemize generate --config FILE`: every spec the config lists, to
/// the file it names, all or nothing, as `runGenerate` does for specs
/// given on the command line.
///
/// - Throws: `CommandLineFailure` for config, spec and template problems,
///   stale outputs and file-system failures.
func runConfigGenerate(configPath: String, isCheck: Bool, regenerateArguments: [String]) throws(CommandLineFailure) {
    let config = try loadConfig(atPath: configPath)
    var templates = TemplateSet.builtIn
    if let directory = config.templatesDirectory {
        do throws(DiagnosticError) {
            templates = try templates.overriding(withDirectory: directory)
        } catch {
            throw .invalidTemplates(error.diagnostics)
        }
    }
    let specPaths = config.entries.map(\.specPath)
    let contents = try generateAll(specPaths: specPaths, pipeline: GeneratorPipeline(templates: templates))
    let outputs = config.entries.indices.map { index in
        GeneratedOutput(specPath: specPaths[index], outputPath: config.entries[index].outputPath, contents: contents[index])
    }
    var folders: [String] = []
    for output in outputs {
        if let slash = output.outputPath.lastIndex(of: "/"), slash != output.outputPath.startIndex {
            let folder = String(output.outputPath[..<slash])
            if !folders.contains(folder) { folders.append(folder) }
        }
    }
    try finishGeneration(outputs, isCheck: isCheck, regenerateArguments: regenerateArguments, creatingDirectories: folders)
}
