#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Fail, writing nothing, when a spec has warnings.
    var treatsWarningsAsErrors = false
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
    plan.treatsWarningsAsErrors = options.treatsWarningsAsErrors
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

/// The file each spec's code goes to, in spec order, or nil for standard
/// output; checked before any spec is read. `output`, the `--output` value,
/// is a folder if one is there or it ends in `/`, where `X.itemize.json`
/// becomes `X.swift`; else one file, for the one spec.
///
/// - Throws: `CommandLineFailure.usage` when one output file is given for
///   several specs, two specs would write one file (see
///   `OutputClashChecker`), or an output would overwrite a spec.
func outputPaths(forSpecs specPaths: [String], output: String?) throws(CommandLineFailure) -> [String]? {
    guard let output, !namesStandardOutput(output) else {
        return nil
    }
    let paths: [String]
    if output.hasSuffix("/") || isFolder(atPath: output) == true {
        let prefix = output.hasSuffix("/") ? output : output + "/"
        paths = specPaths.map { prefix + outputFileName(forSpecPath: $0) }
    } else {
        guard specPaths.count == 1 else {
            throw .usage(
                "'--output \(output)' is one file but \(specPaths.count) specs were given; "
                    + "pass a folder (ending in '/') to write one file per spec")
        }
        paths = [output]
    }
    var clashes = OutputClashChecker(quote: "'")
    let specs = Set(specPaths.map { $0.lowercased() })
    for (specPath, outputPath) in zip(specPaths, paths) {
        if let message = clashes.add(outputPath: outputPath, of: specPath) {
            throw .usage(message)
        }
        if specs.contains(outputPath.lowercased()) {
            throw .usage("'\(outputPath)' is a spec; writing the output there would overwrite it")
        }
    }
    return paths
}

/// Whether `--output path` means standard output: `-`, or `/dev/stdout`,
/// which is then written through the checked stream, never replaced.
func namesStandardOutput(_ path: String) -> Bool {
    path == "-" || path == "/dev/stdout"
}

/// The Swift file a spec becomes in an output folder: `Feed.itemize.json`
/// and `Feed.json` both become `Feed.swift`, any other name gains `.swift`.
func outputFileName(forSpecPath specPath: String) -> String {
    let name = specPath.split(separator: "/").last.map(String.init) ?? specPath
    for suffix in [".itemize.json", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
        return name.dropLast(suffix.count) + ".swift"
    }
    return name + ".swift"
}

/// Reads, parses and validates the config at `path`, and checks that every
/// spec and the templates folder it names exist: every problem of the
/// config in one run, in file order.
///
/// - Throws: `CommandLineFailure.fileSystem` if the config cannot be read,
///   `CommandLineFailure.invalidInput` with every problem found in it.
func loadConfig(atPath path: String) throws(CommandLineFailure) -> ItemizeConfig {
    let bytes = try readInputFile(atPath: path, action: "read the config")
    let root: JSONValue
    do throws(DiagnosticError) {
        root = try parseJSON(bytes, file: path)
    } catch {
        throw .invalidInput(error.diagnostics.map(\.description))
    }
    let collector = DiagnosticCollector()
    let config = validateConfig(root, file: path, diagnostics: collector)
    let diagnostics = sortedByLocation(collector.all + missingConfigFiles(config))
    guard diagnostics.isEmpty else {
        throw .invalidInput(diagnostics.map(\.description))
    }
    return config
}

/// The bytes of a spec or config the user named.
///
/// - Throws: `CommandLineFailure.fileSystem` naming `action` if the file is
///   missing or cannot be read.
func readInputFile(atPath path: String, action: String) throws(CommandLineFailure) -> [UInt8] {
    do throws(FileSystemError) {
        guard let bytes = try readFileBytes(atPath: path) else {
            throw FileSystemError(path: path, action: action, errorNumber: ENOENT)
        }
        return bytes
    } catch {
        throw .fileSystem(FileSystemError(path: path, action: action, reason: error.reason))
    }
}
