/// What the user asked `itemize` to do.
enum ItemizeCommand: Equatable, Sendable {
    /// `itemize generate SPEC...`.
    case generate(GenerateOptions)
    /// `itemize templates list`.
    case listTemplates
    /// `itemize templates print NAME`.
    case printTemplate(name: String)
    /// `itemize --help`, `-h` or `help`.
    case help
    /// `itemize --version`.
    case version
}

/// The arguments of `itemize generate`, each as typed.
struct GenerateOptions: Equatable, Sendable {
    /// The specs, in order.
    var specPaths: [String] = []
    /// `--output`.
    var output: String?
    /// `--config`: the specs and outputs come from this file.
    var configPath: String?
    /// `--templates`.
    var templatesDirectory: String?
    /// `--target`.
    var target: ValidatedSpec.Target?
    /// `--check`.
    var isCheck = false
    /// The arguments minus `--check`, for the command `--check` proposes.
    var regenerateArguments: [String] = ["generate"]
}
