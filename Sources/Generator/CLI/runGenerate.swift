/// Runs `itemize generate`: to standard output, or written to files only
/// when all specs succeed, or (`--check`) compared without writing; with
/// `--config`, the config's specs and outputs (`runConfigGenerate`).
///
/// - Throws: `CommandLineFailure` for usage errors, spec and template
///   problems, stale outputs and file-system failures.
func runGenerate(_ options: GenerateOptions, standardOutput: inout some TextOutputStream) throws(CommandLineFailure) {
    if let configPath = options.configPath {
        try runConfigGenerate(configPath: configPath, isCheck: options.isCheck, regenerateArguments: options.regenerateArguments)
        return
    }
    let destination = OutputDestination(outputArgument: options.output)
    let paths = try outputPaths(forSpecs: options.specPaths, destination: destination)
    var templates = TemplateSet.builtIn
    if let directory = options.templatesDirectory {
        do throws(DiagnosticError) {
            templates = try templates.overriding(withDirectory: directory)
        } catch {
            throw .invalidTemplates(error.diagnostics)
        }
    }
    let contents = try generateAll(
        specPaths: options.specPaths, pipeline: GeneratorPipeline(templates: templates, target: options.target))

    guard let paths else {
        for code in contents {
            standardOutput.write(code.hasSuffix("\n") || code.isEmpty ? code : code + "\n")
        }
        return
    }
    let outputs = options.specPaths.indices.map { index in
        GeneratedOutput(specPath: options.specPaths[index], outputPath: paths[index], contents: contents[index])
    }
    var directories: [String] = []
    if case .directory(let path) = destination {
        directories = [path]
    }
    try finishGeneration(
        outputs, isCheck: options.isCheck, regenerateArguments: options.regenerateArguments, creatingDirectories: directories
    )
}
