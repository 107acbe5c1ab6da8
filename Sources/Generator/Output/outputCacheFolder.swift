/// The folder of the output cache's entries, or nil when the cache is off.
///
/// It is `outputs/` inside the folder the build-step script caches its
/// binary in: `$ITEMIZE_CACHE_DIR`, else `~/Library/Caches/itemize` on
/// macOS and `${XDG_CACHE_HOME:-~/.cache}/itemize` elsewhere.
/// `ITEMIZE_NO_CACHE` (set, and not `0`) turns the cache off, and so does
/// Xcode's user script sandboxing: the sandbox refuses a build phase any
/// file it did not declare, and reports each refusal as a build error.
///
/// - Parameter environment: The process environment.
func outputCacheFolder(environment: [String: String]) -> String? {
    if let noCache = environment["ITEMIZE_NO_CACHE"], !noCache.isEmpty, noCache != "0" {
        return nil
    }
    if environment["ENABLE_USER_SCRIPT_SANDBOXING"] == "YES" {
        return nil
    }
    let base: String
    if let explicit = environment["ITEMIZE_CACHE_DIR"], !explicit.isEmpty {
        base = explicit
    } else {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        base = "\(home)/Library/Caches/itemize"
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = "\(xdg)/itemize"
        } else {
            base = "\(home)/.cache/itemize"
        }
        #endif
    }
    return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/outputs"
}
