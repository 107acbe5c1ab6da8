/// Runs `itemize generate`: to standard output, or written to files only
/// when all specs succeed, or (`--check`) compared without writing.
///
/// - Throws: `CommandLineFailure` for usage errors, spec and template
///   problems, stale outputs and file-system failures.
func runGenerate(_ options: GenerateOptions, standardOutput: inout some TextOutputStream) throws(CommandLineFailure) {
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
    let contents = try generateAll(specPaths: options.specPaths, pipeline: GeneratorPipeline(templates: templates))

    guard let paths else {
        for code in contents {
            standardOutput.write(code.hasSuffix("\n") || code.isEmpty ? code : code + "\n")
        }
        return
    }
    let outputs = options.specPaths.indices.map { index in
        GeneratedOutput(specPath: options.specPaths[index], outputPath: paths[index], contents: contents[index])
    }
    if options.isCheck {
        let stale: [GeneratedOutput]
        do throws(FileSystemError) {
            stale = try staleOutputs(outputs)
        } catch {
            throw .fileSystem(error)
        }
        guard stale.isEmpty else {
            let command = (["itemize"] + options.regenerateArguments).map(shellQuoted).joined(separator: " ")
            throw .staleOutputs(stale, regenerateCommand: command)
        }
        return
    }
    var directory: String?
    if case .directory(let path) = destination {
        directory = path
    }
    do throws(FileSystemError) {
        _ = try writeOutputs(outputs, creatingDirectory: directory)
    } catch {
        throw .fileSystem(error)
    }
}
