import Foundation
import GeneratorTestSupport

// Builds the declaration-only stand-ins of Tests/AppleStandIns (and,
// through LibraryStandIns, of Tests/LibraryStandIns) with the running
// toolchain's swiftc, and type-checks code against them: the support shared
// by AppleTypeCheckTests and LibraryTypeCheckTests.

/// Every Swift file under `Sources/Runtime`, sorted.
func runtimeSources() throws -> [String] {
    try swiftFiles(under: packageRoot.appendingPathComponent("Sources/Runtime"), recursive: true)
}

/// The Swift files in `folder` (and its subfolders when `recursive`), sorted.
func swiftFiles(under folder: URL, recursive: Bool) throws -> [String] {
    let names =
        recursive
        ? (FileManager.default.subpaths(atPath: folder.path) ?? [])
        : try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
}

/// What `swiftc` said and how it exited.
struct CompilerResult {
    var status: Int32
    var output: String
}

/// Why the stand-ins could not be built.
struct StandInFailure: Error {
    var message: String
}

/// The stand-in modules, built once per test run into a temporary folder,
/// each beside an `ItemizeRuntime` module and library compiled against it.
struct StandInBuild: Sendable {
    /// A folder holding one stand-in module and the runtime built with it.
    struct Platform: Sendable {
        var modules: String
        /// The compiler's output when the runtime did not compile.
        var runtimeFailure: String?
    }

    static let shared: Result<StandInBuild, StandInFailure> = Result { try StandInBuild() }
        .mapError { $0 as? StandInFailure ?? StandInFailure(message: "\($0)") }

    /// The temporary folder holding both platforms' modules, one per test
    /// process.
    static var root: String {
        NSTemporaryDirectory().appending("itemize-standins-\(ProcessInfo.processInfo.processIdentifier)")
    }

    let swiftc: String
    /// The copies of the runtime's sources that were compiled.
    let runtimeFiles: [String]
    let uikit: Platform
    let appkit: Platform

    private init() throws {
        guard let swiftc = findSwiftc() else {
            throw StandInFailure(message: "no swiftc on PATH")
        }
        self.swiftc = swiftc
        let root = Self.root
        // Removed when the test process ends, not when one test class does:
        // the build is shared by every class that type-checks against it.
        atexit { try? FileManager.default.removeItem(atPath: StandInBuild.root) }
        // A snapshot of the runtime's sources: the compiler refuses a file
        // that changes while it reads it, and other work may be saving files.
        var runtime: [String] = []
        for source in try runtimeSources() {
            let relative = source.dropFirst(packageRoot.appendingPathComponent("Sources/Runtime").path.count)
            let copy = root + "/Runtime" + relative
            try FileManager.default.createDirectory(
                atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: copy)
            runtime.append(copy)
        }
        runtimeFiles = runtime
        var platforms: [Platform] = []
        for framework in ["UIKit", "AppKit"] {
            let modules = "\(root)/\(framework)"
            try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
            // The ObjectiveC stand-in first: the framework re-exports it.
            // SwiftUI beside it, as on iOS and macOS, so that every
            // generated file's `#if canImport(SwiftUI)` part is compiled too.
            // Libraries too, so that a check can link and run adapter code.
            for module in ["ObjectiveC", framework, "SwiftUI"] {
                let standIns = try swiftFiles(
                    under: packageRoot.appendingPathComponent("Tests/AppleStandIns/\(module)"), recursive: false)
                let links = module == framework ? ["-L", modules, "-lObjectiveC"] : []
                let standIn = try runCompiler(
                    swiftc,
                    ["-emit-library", "-o", "\(modules)/lib\(module).so", "-emit-module", "-module-name", module,
                     "-emit-module-path", "\(modules)/\(module).swiftmodule", "-I", modules] + links
                        + Self.commonFlags + standIns)
                guard standIn.status == 0 else {
                    throw StandInFailure(message: "the \(module) stand-in does not compile:\n\(standIn.output)")
                }
            }
            // The runtime as a library, as an app links it: the checks that
            // run it import it instead of compiling it again each time.
            let library = try Self.buildRuntime(
                runtime, swiftc: swiftc, into: modules, platform: modules, framework: framework, flags: Self.commonFlags)
            platforms.append(Platform(modules: modules, runtimeFailure: library.status == 0 ? nil : library.output))
        }
        uikit = platforms[0]
        appkit = platforms[1]
    }

    /// Swift 6, a library (no top-level code), no warning let through, and
    /// the whole module compiled in one frontend job (`-wmo`) rather than in
    /// the driver's batches, each of which parses every file again.
    static let commonFlags = ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-wmo"]

    /// The runtime built with `DEBUG`, one per platform, made when a check
    /// first needs it.
    private static let debugRuntimes = BuildCache()

    /// Builds `sources` as the library and module `ItemizeRuntime` into
    /// `folder`, against the stand-in in `platform`, with testing enabled
    /// so that a check can `@testable import` its internal code.
    private static func buildRuntime(
        _ sources: [String], swiftc: String, into folder: String, platform: String, framework: String, flags: [String]
    ) throws -> CompilerResult {
        try runCompiler(
            swiftc,
            ["-emit-library", "-o", "\(folder)/libItemizeRuntime.so", "-emit-module", "-module-name", "ItemizeRuntime",
             "-emit-module-path", "\(folder)/ItemizeRuntime.swiftmodule", "-enable-testing", "-I", platform, "-L", platform,
             "-l\(framework)", "-lObjectiveC", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", platform] + flags + sources)
    }

    /// Builds `files` and `checkReporting` into an executable that imports
    /// the runtime (built as a library beside the platform's stand-in, with
    /// `DEBUG` when `debug`), linked with the stand-in, and runs it. A check file that uses the
    /// runtime's internal code says `@testable import ItemizeRuntime`.
    ///
    /// - Parameters:
    ///   - replacing: Runtime files to compile in place of the real ones,
    ///     by their path under `Sources/Runtime` (for negative controls):
    ///     the runtime is then built again with them for this check alone.
    ///   - debug: Whether to define `DEBUG`, as a debug build does, in the
    ///     runtime and in `files`.
    ///   - conditions: More compilation conditions to define in `files`.
    func runAgainstRuntime(
        _ files: [String], against platform: Platform, framework: String, replacing: [String: String] = [:],
        debug: Bool = false, conditions: [String] = []
    ) throws -> CompilerResult {
        try runAgainstRuntime(
            files, against: platform, framework: framework, replacing: replacing, debug: debug, conditions: conditions,
            arguments: [[]])[0]
    }

    /// Builds `files` against the runtime as the function above does, and
    /// runs the executable once with each list of `arguments`.
    ///
    /// - Returns: The build's result (the runtime's, when it did not
    ///   build) when it failed, else one result per run.
    func runAgainstRuntime(
        _ files: [String], against platform: Platform, framework: String, replacing: [String: String] = [:],
        debug: Bool = false, conditions: [String] = [], arguments: [[String]]
    ) throws -> [CompilerResult] {
        let check = "\(platform.modules)/check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: check, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: check) }
        let runtime: String
        if !replacing.isEmpty {
            let build = try buildRuntime(replacing: replacing, into: check, against: platform, framework: framework, debug: debug)
            guard build.status == 0 else { return [build] }
            runtime = check
        } else if debug {
            let debugRuntime = try debugRuntime(against: platform, framework: framework)
            guard debugRuntime.build.status == 0 else { return [debugRuntime.build] }
            runtime = debugRuntime.folder
        } else {
            if let failure = platform.runtimeFailure { return [CompilerResult(status: 1, output: failure)] }
            runtime = platform.modules
        }
        let executable = check + "/check"
        let build = try runCompiler(
            swiftc,
            ["-module-name", "RuntimeCheck", "-package-name", "ItemizeApps", "-parse-as-library", "-swift-version", "6", "-wmo",
             "-I", runtime, "-I", platform.modules, "-L", runtime, "-L", platform.modules, "-lItemizeRuntime",
             "-l\(framework)", "-lObjectiveC", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", runtime, "-Xlinker", "-rpath",
             "-Xlinker", platform.modules, "-o", executable] + (debug ? ["-D", "DEBUG"] : []) + conditions.flatMap { ["-D", $0] }
                + files + [checkReporting])
        guard build.status == 0 else { return [build] }
        return try arguments.map { try runCompiler(executable, $0) }
    }

    /// Builds the runtime into `folder` against `platform`'s stand-in, with
    /// the files of `replacing` (by their path under `Sources/Runtime`, as
    /// `runtimeMistake` gives them) in place of the real ones.
    func buildRuntime(
        replacing: [String: String], into folder: String, against platform: Platform, framework: String, debug: Bool
    ) throws -> CompilerResult {
        var sources = runtimeFiles
        for (path, replacement) in replacing {
            guard let index = sources.firstIndex(where: { $0.hasSuffix("/Runtime/" + path) }) else {
                throw StandInFailure(message: "no runtime file \(path) to replace")
            }
            sources[index] = replacement
        }
        return try Self.buildRuntime(
            sources, swiftc: swiftc, into: folder, platform: platform.modules, framework: framework,
            flags: Self.runtimeCheckFlags(debug: debug))
    }

    /// The runtime built with `DEBUG` against `platform`'s stand-in, once per
    /// test run: the folder of its module and library, and how its build went.
    func debugRuntime(against platform: Platform, framework: String) throws -> (folder: String, build: CompilerResult) {
        let folder = platform.modules + "/Debug"
        let build = try Self.debugRuntimes.result(for: folder) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try Self.buildRuntime(
                runtimeFiles, swiftc: swiftc, into: folder, platform: platform.modules, framework: framework,
                flags: Self.runtimeCheckFlags(debug: true))
        }
        return (folder, build)
    }

    /// The flags of a runtime built for a check: as `commonFlags`, but a
    /// warning (of a negative control's edit, say) does not stop it.
    private static func runtimeCheckFlags(debug: Bool) -> [String] {
        ["-parse-as-library", "-swift-version", "6", "-wmo"] + (debug ? ["-D", "DEBUG"] : [])
    }

    /// Builds `files` and `checkReporting` into an executable linked with
    /// the platform's stand-in alone (no runtime), and runs it once with each list of
    /// `arguments`.
    ///
    /// - Returns: The build's result when it failed, else one result per run.
    func runAgainstStandIn(
        _ files: [String], against platform: Platform, framework: String, arguments: [[String]]
    ) throws -> [CompilerResult] {
        let executable = "\(platform.modules)/check-\(UUID().uuidString)"
        let build = try runCompiler(
            swiftc,
            ["-module-name", "StandInCheck"] + Self.commonFlags + ["-I", platform.modules, "-L", platform.modules,
             "-l\(framework)", "-lObjectiveC", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", platform.modules,
             "-o", executable] + files + [checkReporting])
        guard build.status == 0 else { return [build] }
        defer { try? FileManager.default.removeItem(atPath: executable) }
        return try arguments.map { try runCompiler(executable, $0) }
    }

    /// Type-checks `files` as one module that can import the platform's
    /// stand-in and `ItemizeRuntime`, as an app target with `setting`
    /// compiles them, with warnings as errors.
    func typeCheck(
        _ files: [String], module: String, against platform: Platform, setting: BuildSetting = .swift6
    ) throws -> CompilerResult {
        try runCompiler(
            swiftc,
            ["-typecheck", "-module-name", module, "-package-name", "ItemizeApps", "-I", platform.modules]
                + Self.appFlags(setting) + files)
    }

    /// The flags of an app's module: `commonFlags` with the language mode,
    /// default isolation and features of `setting`. The libraries it imports
    /// keep their own (Swift 6, nonisolated), as their packages declare.
    static func appFlags(_ setting: BuildSetting) -> [String] {
        ["-parse-as-library", "-warnings-as-errors", "-wmo"] + setting.flags
    }
}

/// The `swiftc` of the toolchain running the tests: the first on `PATH`.
func findSwiftc() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = "\(folder)/swiftc"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

func runCompiler(_ swiftc: String, _ arguments: [String]) throws -> CompilerResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    // Read before waiting, so a long diagnostic cannot fill the pipe and stall.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CompilerResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}
