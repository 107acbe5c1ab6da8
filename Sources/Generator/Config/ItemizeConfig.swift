/// A validated `itemize.json`: which spec goes to which file, and the
/// templates to render them with; every path already resolved against the
/// config file's folder, so the CLI uses them as they are.
struct ItemizeConfig: Equatable, Sendable {
    /// The keys a config's root object may have; the schema test reads them.
    static let rootKeys = ["specs", "templates", "outputDirectory"]
    /// The keys of one element of `specs`; the schema test reads them.
    static let entryKeys = ["spec", "output"]

    /// One spec and the file its code goes to.
    struct Entry: Equatable, Sendable {
        /// The spec's path, resolved.
        var specPath: String
        /// Where `spec` is written in the config, for a missing file.
        var specLocation: SourceLocation
        /// The Swift file to write, resolved.
        var outputPath: String
    }

    /// The specs in config order.
    var entries: [Entry]
    /// `templates`, resolved; nil for the built-in templates only.
    var templatesDirectory: String?
    /// Where `templates` was written, for a missing folder.
    var templatesLocation: SourceLocation?
}
