import Foundation

/// The executables and folders one benchmark run works with.
struct BenchmarkTools {
    /// This benchmark's own executable, re-run with `--floor` for the floor.
    var benchmark: String
    /// The release `itemize` beside it.
    var itemize: String
    /// Another `itemize` to compare with (`--baseline`), usually a release
    /// build of the previous commit.
    var baseline: String?
    /// The folder holding `ItemizeRuntime.swiftmodule`, for swiftc's `-I`.
    var modules: String
    /// A fresh folder for the specs and outputs, removed at the end.
    var workFolder: String

    /// Finds itemize and the runtime module next to this executable, and
    /// checks that `baseline`, if given, can run.
    ///
    /// - Returns: nil, after saying what to build, if one is missing.
    static func locate(baseline: String?) -> BenchmarkTools? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let folder = executable.deletingLastPathComponent()
        let itemize = folder.appendingPathComponent("itemize").path
        let modules = folder.appendingPathComponent("Modules").path
        guard FileManager.default.isExecutableFile(atPath: itemize),
              FileManager.default.fileExists(atPath: modules + "/ItemizeRuntime.swiftmodule") else {
            print("No itemize or ItemizeRuntime.swiftmodule in \(folder.path): run `swift build -c release` first.")
            return nil
        }
        if let baseline, !FileManager.default.isExecutableFile(atPath: baseline) {
            print("The baseline \(baseline) is not an executable.")
            return nil
        }
        let work = NSTemporaryDirectory() + "itemize-generate-benchmark-\(getpid())"
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        return BenchmarkTools(
            benchmark: executable.path, itemize: itemize, baseline: baseline, modules: modules, workFolder: work)
    }
}
