/// `path` as written in a config, made usable from the current folder: a
/// relative path is taken from the config file's folder, and `.`, `..`
/// and repeated slashes are folded so that two spellings of one file
/// compare equal.
///
/// - Parameters:
///   - path: The path as written in the config.
///   - configFile: The config's own path, as the user gave it.
func resolveConfigPath(_ path: String, configFile: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var folder = ""
    if !isAbsolute, let slash = configFile.lastIndex(of: "/") {
        folder = String(configFile[...slash])
    }
    return normalizedPath(folder + path)
}

/// Folds `.`, `..` and repeated slashes without touching the file system;
/// a `..` above a relative path's start is kept, and a trailing slash too.
func normalizedPath(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
        switch component {
        case ".":
            continue
        case "..":
            if let last = components.last, last != ".." {
                components.removeLast()
            } else if !isAbsolute {
                components.append(component)
            }
        default:
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
