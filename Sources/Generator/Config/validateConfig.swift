/// Checks a parsed `itemize.json` (read from `file`, the path as the user
/// gave it) and resolves its paths against the config's folder, so that the
/// CLI gets one output file per spec; files are not looked at here.
///
/// Adds every problem to `diagnostics`, in file order, each located at its
/// key or value: unknown keys, values of the wrong type, specs without an
/// output, two specs that would write one file (also when their names
/// differ only in letter case), an output over a spec. Returns what could
/// be read despite them: every entry with a spec and an output, clashing
/// ones included, so that the CLI can look for the files in the same run.
func validateConfig(_ root: JSONValue, file: String, diagnostics: DiagnosticCollector) -> ItemizeConfig {
    guard let object = SpecObject(
        root, as: "the config", allowedKeys: ItemizeConfig.rootKeys, diagnostics: diagnostics)
    else {
        return ItemizeConfig(entries: [], templatesDirectory: nil, templatesLocation: nil)
    }
    let templates = configPath("templates", in: object, diagnostics: diagnostics)
    let outputDirectory = configPath("outputDirectory", in: object, diagnostics: diagnostics)
    let elements = object.array(
        "specs", missingMessage: "missing required key \"specs\"; list the specs, such as [{ \"spec\": \"Feed.itemize.json\", \"output\": \"Feed.swift\" }]",
        emptyMessage: "\"specs\" is empty; list at least one spec", diagnostics: diagnostics
    )
    var entries: [ItemizeConfig.Entry] = []
    var clashes = OutputClashChecker(quote: "\"")
    var outputLocations: [(path: String, location: SourceLocation)] = []
    for element in elements ?? [] {
        guard let entry = SpecObject(
            element, as: "a spec entry", allowedKeys: ItemizeConfig.entryKeys, diagnostics: diagnostics)
        else { continue }
        let specMissing = "missing required key \"spec\"; give the path of a *.itemize.json file"
        let spec = configPath("spec", in: entry, missingMessage: specMissing, diagnostics: diagnostics)
        let output = configPath("output", in: entry, diagnostics: diagnostics)
        guard let spec else { continue }
        let specPath = resolveConfigPath(spec.text, configFile: file)
        let outputPath: String
        let outputLocation: SourceLocation
        if let output {
            let resolved = resolveConfigPath(output.text, configFile: file)
            outputPath = resolved.hasSuffix("/") ? resolved + outputFileName(forSpecPath: specPath) : resolved
            outputLocation = output.value.location
        } else if let outputDirectory {
            let folder = resolveConfigPath(outputDirectory.text, configFile: file)
            outputPath = normalizedPath(folder + "/" + outputFileName(forSpecPath: specPath))
            outputLocation = spec.value.location
        } else {
            // A wrong `output` or `outputDirectory` has had its own error.
            if object.member("outputDirectory") == nil, entry.member("output") == nil {
                let suggestion = "give the Swift file to write, or set \"outputDirectory\" for every spec without one"
                diagnostics.append(Diagnostic("missing \"output\" for \"\(spec.text)\"", at: element.location, suggestion: suggestion))
            }
            continue
        }
        if let message = clashes.add(outputPath: outputPath, of: specPath) {
            diagnostics.append(Diagnostic(message, at: outputLocation))
        }
        outputLocations.append((outputPath, outputLocation))
        entries.append(ItemizeConfig.Entry(specPath: specPath, specLocation: spec.value.location, outputPath: outputPath))
    }
    let specPaths = Set(entries.map { $0.specPath.lowercased() })
    for (path, location) in outputLocations where specPaths.contains(path.lowercased()) {
        diagnostics.append(Diagnostic("\"\(path)\" is a spec; writing an output there would overwrite it", at: location))
    }
    return ItemizeConfig(
        entries: entries,
        templatesDirectory: templates.map { resolveConfigPath($0.text, configFile: file) },
        templatesLocation: templates?.value.location
    )
}

/// A non-empty string for `key`, the form every path in a config takes.
private func configPath(
    _ key: String, in object: SpecObject, missingMessage: String? = nil, diagnostics: DiagnosticCollector
) -> (text: String, value: JSONValue)? {
    let found = object.string(key, missingMessage: missingMessage, diagnostics: diagnostics)
    if let found, found.text.isEmpty {
        diagnostics.append(Diagnostic("\"\(key)\" is empty; give a path", at: found.value.location))
        return nil
    }
    return found
}

/// `path` as written in a config, made usable from the current folder: a
/// relative path is taken from the folder of `configFile` (the config's
/// path as the user gave it), and `.`, `..` and repeated slashes are
/// folded so that two spellings of one file compare equal.
func resolveConfigPath(_ path: String, configFile: String) -> String {
    let slash = path.hasPrefix("/") ? nil : configFile.lastIndex(of: "/")
    let folder = slash.map { String(configFile[...$0]) } ?? ""
    return normalizedPath(folder + path)
}

/// Folds `.`, `..` and repeated slashes without touching the file system;
/// a `..` above a relative path's start is kept, and a trailing slash too.
func normalizedPath(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
        if component != ".." {
            components.append(component)
        } else if let last = components.last, last != ".." {
            components.removeLast()
        } else if !isAbsolute {
            components.append(component)
        }
    }
    let joined = components.joined(separator: "/")
    let trailing = path.hasSuffix("/") && !joined.isEmpty ? "/" : ""
    if isAbsolute {
        return "/" + joined + trailing
    }
    return joined.isEmpty ? "." : joined + trailing
}

/// The config's specs and templates folder that are not on disk, each
/// located where the config names it, so a typo in a path is shown in
/// the config and not as an unreadable spec with no place to fix it.
func missingConfigFiles(_ config: ItemizeConfig) -> [Diagnostic] {
    var diagnostics = config.entries.compactMap { entry -> Diagnostic? in
        switch isFolder(atPath: entry.specPath) {
        case nil: Diagnostic("no spec at \"\(entry.specPath)\"", at: entry.specLocation)
        case true?: Diagnostic("\"\(entry.specPath)\" is a folder; \"spec\" names one *.itemize.json file", at: entry.specLocation)
        case false?: nil
        }
    }
    if let directory = config.templatesDirectory, isFolder(atPath: directory) != true {
        diagnostics.append(Diagnostic("no templates folder at \"\(directory)\"", at: config.templatesLocation))
    }
    return diagnostics
}
