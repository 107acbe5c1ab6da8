/// Runs a plan of `itemize generate`: generates every spec in memory, then
/// prints the code, compares it with the output files (`--check`) or writes
/// the files whose bytes changed; nothing unless every spec succeeds. The
/// specs' warnings go to `standardError` first and fail nothing, unless the
/// plan treats them as errors.
///
/// - Throws: `CommandLineFailure.invalidInput` with every problem of the
///   templates, else of every spec (warnings included, in spec order), or
///   every warning as an error under `--warnings-as-errors`;
///   `.staleOutputs` or `.fileSystem`.
func runGeneration(
    _ plan: GenerationPlan, standardOutput: inout some TextOutputStream, standardError: inout some TextOutputStream
) throws(CommandLineFailure) {
    var templates = TemplateSet.builtIn
    if let directory = plan.templatesDirectory {
        do throws(DiagnosticError) {
            templates = try templates.overriding(withDirectory: directory)
        } catch {
            throw .invalidInput(error.diagnostics.map(\.description))
        }
    }
    let pipeline = GeneratorPipeline(templates: templates, target: plan.target)
    var printed: [[UInt8]] = []
    var outputs: [GeneratedOutput] = []
    var problems: [String] = []
    var warnings: [Diagnostic] = []
    var hasErrors = false
    for job in plan.jobs {
        let bytes: [UInt8]
        do throws(CommandLineFailure) {
            bytes = try readInputFile(atPath: job.specPath, action: "read the spec")
        } catch {
            problems += error.lines
            hasErrors = true
            continue
        }
        do throws(DiagnosticError) {
            var specWarnings: [Diagnostic] = []
            let code = try pipeline.generateBytes(specBytes: bytes, file: job.specPath, warnings: &specWarnings)
            problems += specWarnings.map(\.description)
            warnings += specWarnings
            if let outputPath = job.outputPath {
                outputs.append(GeneratedOutput(specPath: job.specPath, outputPath: outputPath, bytes: code))
            } else {
                printed.append(code)
            }
        } catch {
            problems += error.diagnostics.map(\.description)
            hasErrors = true
        }
    }
    guard !hasErrors else {
        // A template's problem is met by every spec: it is reported once.
        var reported: Set<String> = []
        throw .invalidInput(problems.filter { reported.insert($0).inserted })
    }
    if plan.treatsWarningsAsErrors, !warnings.isEmpty {
        // As the compiler's `-warnings-as-errors` does, each is printed as an error.
        throw .invalidInput(warnings.map { Diagnostic(.error, $0.message, at: $0.location, suggestion: $0.suggestion).description })
    }
    warnings.forEach { standardError.write($0.description + "\n") }
    for code in printed {
        let text = String(decoding: code, as: UTF8.self)
        standardOutput.write(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n")
    }
    guard plan.isCheck else {
        do throws(FileSystemError) {
            try writeOutputs(outputs)
        } catch {
            throw .fileSystem(error)
        }
        return
    }
    let stale: [GeneratedOutput]
    do throws(FileSystemError) {
        stale = try staleOutputs(outputs)
    } catch {
        throw .fileSystem(error)
    }
    guard stale.isEmpty else {
        let command = (["itemize"] + plan.regenerateArguments).map(shellQuoted).joined(separator: " ")
        throw .staleOutputs(stale, regenerateCommand: command)
    }
}

/// `argument` as a POSIX shell needs it typed, so that the command
/// `--check` prints can be pasted.
func shellQuoted(_ argument: String) -> String {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:@%+,"
    if !argument.isEmpty, argument.allSatisfy({ plain.contains($0) }) {
        return argument
    }
    return "'" + argument.map { $0 == "'" ? #"'\''"# : String($0) }.joined() + "'"
}
