import Foundation

extension TemplateSet {
    /// This set with every `*.template` file of a folder replacing the
    /// template of the same name or joining the set; the `--templates DIR`
    /// option of the CLI.
    ///
    /// The folder's own files are read, and those of a subfolder named after
    /// a target (`DIR/diffable/library.template` is `diffable/library`, the
    /// diffable target's `library`); other subfolders and hidden files are
    /// skipped. An override's path is the file's path built from `path` as
    /// given, so diagnostics point at the user's file.
    ///
    /// - Parameter path: The folder.
    /// - Returns: The combined set.
    /// - Throws: A `DiagnosticError` located at the folder when it is
    ///   missing or unreadable, or at each file that cannot be read as UTF-8.
    func overriding(withDirectory path: String) throws(DiagnosticError) -> TemplateSet {
        let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let folderLocation = SourceLocation(file: path, line: 1, column: 1, jsonPath: "")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw DiagnosticError([Diagnostic(.error, "template folder not found", at: folderLocation)])
        }
        guard isDirectory.boolValue else {
            throw DiagnosticError([Diagnostic(.error, "not a folder: --templates expects a folder of *.template files", at: folderLocation)])
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw DiagnosticError([Diagnostic(.error, "cannot read the template folder: \(error.localizedDescription)", at: folderLocation)])
        }
        var files = entries.sorted().map { (entry: $0, prefix: "") }
        for target in ValidatedSpec.Target.names where entries.contains(target) {
            let subfolder = folder == "/" ? "/\(target)" : "\(folder)/\(target)"
            let targetEntries = (try? FileManager.default.contentsOfDirectory(atPath: subfolder)) ?? []
            files += targetEntries.sorted().map { (entry: "\(target)/\($0)", prefix: "\(target)/") }
        }
        var overrides: [String: (text: String, path: String)] = [:]
        var diagnostics: [Diagnostic] = []
        for (entry, prefix) in files where entry.hasSuffix(".template") && !entry.dropFirst(prefix.count).hasPrefix(".") {
            let name = String(entry.dropLast(".template".count))
            let filePath = folder == "/" ? "/\(entry)" : "\(folder)/\(entry)"
            guard let data = FileManager.default.contents(atPath: filePath) else {
                diagnostics.append(Diagnostic(.error, "cannot read the template", at: SourceLocation(file: filePath, line: 1, column: 1, jsonPath: "")))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(Diagnostic(.error, "the template is not valid UTF-8", at: SourceLocation(file: filePath, line: 1, column: 1, jsonPath: "")))
                continue
            }
            overrides[name] = (text, filePath)
        }
        guard diagnostics.isEmpty else {
            throw DiagnosticError(diagnostics)
        }
        return merging(TemplateSet(templates: overrides))
    }
}
