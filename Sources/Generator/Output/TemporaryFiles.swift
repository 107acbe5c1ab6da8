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

/// How a staged file is named beside its target: `.Feed.swift.itemize-4242-a1B2c3`,
/// hidden, after the target, with the id of the process that writes it, so
/// that the next run can tell a file a killed run left from one that a run
/// still going (another target's build phase, say) is writing right now.
enum TemporaryFileName {
    private static let marker = ".itemize-"

    /// The `mkstemp` template for a file staged for the target `name`.
    static func template(forTarget name: String) -> String {
        ".\(name)\(marker)\(getpid())-XXXXXX"
    }

    /// The target that `entry` was staged for, when `entry` is a file
    /// staged by a process that no longer runs; nil for any other name.
    /// A name without a process id (`.Feed.swift.itemize-a1B2c3`) is stale.
    /// - Complexity: O(*n*) for a name of *n* characters (the marker is short).
    static func staleTarget(of entry: String) -> String? {
        // The marker is looked for after the leading dot, which is not the target's.
        guard entry.hasPrefix("."),
              let start = entry.indices.dropFirst().last(where: { entry[$0...].hasPrefix(marker) }) else {
            return nil
        }
        let target = String(entry[entry.index(after: entry.startIndex)..<start])
        let suffix = entry[entry.index(start, offsetBy: marker.count)...].split(separator: "-", omittingEmptySubsequences: false)
        guard !target.isEmpty, let unique = suffix.last, unique.count == 6,
              unique.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return nil
        }
        guard suffix.count == 2 else { return suffix.count == 1 ? target : nil }
        guard let owner = pid_t(suffix[0]), owner > 1 else { return nil }
        // Signal 0 only asks whether the process exists.
        return kill(owner, 0) != 0 && errno == ESRCH ? target : nil
    }
}

/// Removes the temporary files that an interrupted run left beside these
/// outputs (by `TemporaryFileName.staleTarget(of:)`), and nothing else. A
/// folder that cannot be listed or a file that cannot be removed is left.
///
/// - Complexity: O(n) in the outputs and the entries of their folders.
func removeStaleTemporaryFiles(besideOutputs outputPaths: [String]) {
    let targetsByFolder = Dictionary(grouping: outputPaths.map(splitPath), by: \.folder).mapValues { Set($0.map(\.name)) }
    for (folder, targets) in targetsByFolder {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where TemporaryFileName.staleTarget(of: entry).map(targets.contains) == true {
            unlink("\(folder)/\(entry)")
        }
    }
}
