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
