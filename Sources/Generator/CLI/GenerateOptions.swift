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
