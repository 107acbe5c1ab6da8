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
