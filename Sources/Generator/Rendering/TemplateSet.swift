#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The templates the generator renders, by name (the file name without
/// `.template`), each with the path its diagnostics name.
struct TemplateSet: Sendable {
    /// Each template's text and diagnostic path, by name.
    let templates: [String: (text: String, path: String)]
    /// The templates that others of the same name replaced (`merging`), by
    /// name: what a replacing template that begins `{% extends "NAME" %}`
    /// extends.
    let replaced: [String: (text: String, path: String)]

    /// The set of `templates`, which replaced `replaced`.
    init(templates: [String: (text: String, path: String)], replaced: [String: (text: String, path: String)] = [:]) {
        self.templates = templates
        self.replaced = replaced
    }

    /// The templates in `Templates/`, embedded in the binary so that
    /// `itemize` works from anywhere; their paths are `Templates/<name>.template`.
    static let builtIn = TemplateSet(templates: Dictionary(
        BuiltinTemplates.all.map { ($0.name, (text: $0.text, path: "Templates/\($0.name).template")) },
        uniquingKeysWith: { first, _ in first }
    ))

    /// The template names, sorted.
    var names: [String] {
        templates.keys.sorted()
    }

    /// The text of the template `name` and the path its diagnostics name,
    /// or nil when there is no such template.
    func source(named name: String) -> (text: String, path: String)? {
        templates[name]
    }

    /// This set with `other`'s templates replacing or joining its own; the
    /// replaced ones stay, for a replacing template that extends them.
    func merging(_ other: TemplateSet) -> TemplateSet {
        let replacedNow = templates.filter { other.templates[$0.key] != nil }
        return TemplateSet(
            templates: templates.merging(other.templates) { _, new in new },
            replaced: replaced.merging(other.replaced) { _, new in new }.merging(replacedNow) { _, new in new })
    }

    /// The templates one target renders, by plain name: the top-level ones,
    /// with those in the target's folder (`rxdatasources/library`) replacing
    /// the template of the same name; each keeps its own path.
    func resolved(for target: ValidatedSpec.Target) -> TemplateSet {
        /// `sources` by plain name: the shared ones, and the target's own in their place.
        func plain(_ sources: [String: (text: String, path: String)]) -> [String: (text: String, path: String)] {
            var shared: [String: (text: String, path: String)] = [:]
            var own: [String: (text: String, path: String)] = [:]
            let prefix = target.rawValue + "/"
            for (name, source) in sources {
                if !name.contains("/") {
                    shared[name] = source
                } else if name.hasPrefix(prefix) {
                    own[String(name.dropFirst(prefix.count))] = source
                }
            }
            return shared.merging(own) { _, targetOwn in targetOwn }
        }
        return TemplateSet(templates: plain(templates), replaced: plain(replaced))
    }
}

extension TemplateSet {
    /// This set with every `*.template` file of a folder replacing the
    /// template of the same name or joining the set (`--templates DIR`).
    ///
    /// The folder's own files are read, and those of a subfolder named after
    /// a target (`DIR/diffable/library.template` is `diffable/library`);
    /// other subfolders and hidden files are skipped. Diagnostics name each
    /// file by a path built from `path` as given. A file that replaces no
    /// template and that no template includes would never be rendered, so it
    /// is reported as most likely misspelt, with the closest name.
    ///
    /// - Throws: A `DiagnosticError` located at the folder when it is
    ///   missing or unreadable, or at each file that cannot be read as
    ///   UTF-8 or would never be rendered.
    func overriding(withDirectory path: String) throws(DiagnosticError) -> TemplateSet {
        let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let folderLocation = SourceLocation(file: path, line: 1, column: 1, jsonPath: "")
        guard let isDirectory = isFolder(atPath: folder) else {
            throw DiagnosticError([Diagnostic("template folder not found", at: folderLocation)])
        }
        guard isDirectory else {
            throw DiagnosticError([Diagnostic("not a folder: --templates expects a folder of *.template files", at: folderLocation)])
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            // The system's reason, as every other file error gives it.
            let reason = ((error as? CocoaError)?.underlying as? POSIXError).map { underlying in
                ": " + FileSystemError(path: folder, action: "read", errorNumber: underlying.code.rawValue).reason
            }
            throw DiagnosticError([Diagnostic("cannot read the template folder\(reason ?? "")", at: folderLocation)])
        }
        let inFolder = { (entry: String) in folder == "/" ? "/\(entry)" : "\(folder)/\(entry)" }
        var files = entries.sorted()
        for target in ValidatedSpec.Target.names where entries.contains(target) {
            // An unreadable target folder adds no templates.
            let targetEntries = (try? FileManager.default.contentsOfDirectory(atPath: inFolder(target))) ?? []
            for entry in targetEntries.sorted() {
                files.append("\(target)/\(entry)")
            }
        }
        var overrides: [String: (text: String, path: String)] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in files where entry.hasSuffix(".template") && !entry.hasPrefix(".") && !entry.contains("/.") {
            let filePath = inFolder(entry)
            let fileLocation = SourceLocation(file: filePath, line: 1, column: 1, jsonPath: "")
            guard let data = FileManager.default.contents(atPath: filePath) else {
                diagnostics.append(Diagnostic("cannot read the template", at: fileLocation))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(Diagnostic("the template is not valid UTF-8", at: fileLocation))
                continue
            }
            overrides[String(entry.dropLast(".template".count))] = (text, filePath)
        }
        let merged = merging(TemplateSet(templates: overrides))
        diagnostics += merged.unrenderedProblems(among: overrides.keys.sorted(), replacing: self)
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return merged
    }

    /// A diagnostic for each template of `names` that replaces no template
    /// of `base` and that no template of this set includes, with the name it
    /// was most likely meant to have. One in a target's folder
    /// (`diffable/libary`) may replace any template that target renders.
    private func unrenderedProblems(among names: [String], replacing base: TemplateSet) -> [Diagnostic] {
        var included: Set<String> = []
        for name in self.names {
            if let source = source(named: name) {
                included.formUnion(includedTemplateNames(source.text))
            }
        }
        return names.compactMap { name -> Diagnostic? in
            let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
            let plainName = parts.count == 2 ? parts[1] : name
            let replaceable = parts.count == 2
                ? ValidatedSpec.Target(rawValue: parts[0]).map { base.resolved(for: $0).names } ?? []
                : base.names.filter { !$0.contains("/") }
            guard !replaceable.contains(plainName), !included.contains(plainName), let source = source(named: name) else {
                return nil
            }
            return Diagnostic(
                "no template is named `\(plainName)` and none includes it, so this file is never rendered",
                at: SourceLocation(file: source.path, line: 1, column: 1, jsonPath: ""),
                suggestion: didYouMean(plainName, among: replaceable) { "`\($0).template`" }
            )
        }
    }
}
