#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Removes the temporary files that an interrupted run left beside these
/// outputs: only names `TemporaryFileName` gives a file staged for one of
/// them by a process that no longer runs, so no other file in the folder,
/// and no file a run still going is writing, is touched.
///
/// Best effort: a folder that cannot be listed (missing, or refused by a
/// sandbox) or a file that cannot be removed is left as it is.
///
/// - Complexity: O(n) in the outputs and the entries of their folders.
func removeStaleTemporaryFiles(besideOutputs outputPaths: [String]) {
    var targetsByFolder: [String: Set<String>] = [:]
    for path in outputPaths {
        let (folder, name) = splitPath(path)
        targetsByFolder[folder, default: []].insert(name)
    }
    for (folder, targets) in targetsByFolder {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
        for entry in entries {
            if let target = TemporaryFileName.staleTarget(of: entry), targets.contains(target) {
                unlink("\(folder)/\(entry)")
            }
        }
    }
}
