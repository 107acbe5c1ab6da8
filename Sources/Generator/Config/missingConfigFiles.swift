/// The config's specs and templates folder that are not on disk, each
/// located where the config names it, so a typo in a path is shown in
/// the config and not as an unreadable spec with no place to fix it.
func missingConfigFiles(_ config: ItemizeConfig) -> [Diagnostic] {
    var diagnostics = config.entries.compactMap { entry -> Diagnostic? in
        switch isFolder(atPath: entry.specPath) {
        case nil: Diagnostic(.error, "no spec at \"\(entry.specPath)\"", at: entry.specLocation)
        case true?: Diagnostic(.error, "\"\(entry.specPath)\" is a folder; \"spec\" names one *.itemize.json file", at: entry.specLocation)
        case false?: nil
        }
    }
    if let directory = config.templatesDirectory, isFolder(atPath: directory) != true {
        diagnostics.append(Diagnostic(.error, "no templates folder at \"\(directory)\"", at: config.templatesLocation))
    }
    return diagnostics
}
