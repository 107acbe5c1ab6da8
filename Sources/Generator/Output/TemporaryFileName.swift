#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a staged file is named beside its target: `.Feed.swift.itemize-4242-a1B2c3`,
/// hidden, after the target, with the id of the process that writes it.
///
/// A run that is killed between staging and renaming leaves that file
/// behind (never a partial output); the process id lets the next run tell
/// such a file from one that a run still going, say another target's build
/// phase over the same config, is writing right now.
enum TemporaryFileName {
    /// The `mkstemp` template for a file staged for the target `name`.
    static func template(forTarget name: String) -> String {
        "\(prefix(forTarget: name))\(getpid())-XXXXXX"
    }

    /// The target that `entry` was staged for, when `entry` is a file
    /// staged by a process that no longer runs; nil for any other name.
    ///
    /// A name without a process id (`.Feed.swift.itemize-a1B2c3`) has no
    /// owner to ask and counts as stale.
    static func staleTarget(of entry: String) -> String? {
        guard entry.hasPrefix("."), let marker = lastMarker(in: entry) else {
            return nil
        }
        let target = String(entry[entry.index(after: entry.startIndex)..<marker.lowerBound])
        let suffix = entry[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard !target.isEmpty, let unique = suffix.last, unique.count == 6,
              unique.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return nil
        }
        switch suffix.count {
        case 1:
            return target
        case 2:
            guard let owner = pid_t(suffix[0]), owner > 1 else { return nil }
            // Signal 0 only asks whether the process exists.
            return kill(owner, 0) != 0 && errno == ESRCH ? target : nil
        default:
            return nil
        }
    }

    private static let marker = ".itemize-"

    /// Where the last `marker` stands in `entry`, if anywhere.
    /// - Complexity: O(*n*) for a name of *n* characters (the marker is short).
    private static func lastMarker(in entry: String) -> Range<String.Index>? {
        var start = entry.endIndex
        while start > entry.startIndex {
            start = entry.index(before: start)
            if entry[start...].hasPrefix(marker) {
                return start..<entry.index(start, offsetBy: marker.count)
            }
        }
        return nil
    }

    private static func prefix(forTarget name: String) -> String {
        ".\(name)\(marker)"
    }
}
