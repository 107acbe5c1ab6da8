/// The versions of Itemize, written here and nowhere else (docs/versioning.md).
enum ItemizeVersion {
    /// This release of the package: the tool, the runtime, the templates;
    /// what `itemize --version` names first.
    static let tool = "0.2.0"

    /// The latest release that changed what `itemize` writes for some spec:
    /// every generated header names it, so a release that writes the same
    /// code leaves every file byte for byte as it was. Raise it to `tool`
    /// in the release whose templates or translation change the output;
    /// `OutputVersionTests` fails when the output changes and it does not.
    static let output = "0.2.0"

    /// What `itemize --version` prints: both versions, on one line.
    static var description: String {
        "itemize \(tool) (output version \(output))"
    }
}
