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
/// each beside an `ItemizeRuntime` module compiled against it.
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
            let library = try runCompiler(
                swiftc,
                ["-emit-module", "-module-name", "ItemizeRuntime", "-emit-module-path",
                 "\(modules)/ItemizeRuntime.swiftmodule", "-I", modules] + Self.commonFlags + runtime)
            platforms.append(Platform(modules: modules, runtimeFailure: library.status == 0 ? nil : library.output))
        }
        uikit = platforms[0]
        appkit = platforms[1]
    }

    /// Swift 6, a library (no top-level code), and no warning let through.
    static let commonFlags = ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]

    /// Builds `files` with the runtime's sources into one executable
    /// module named `ItemizeRuntime` (so it sees internal code), linked
    /// with the platform's stand-in, and runs it.
    ///
    /// - Parameters:
    ///   - replacing: Runtime files to compile in place of the real ones,
    ///     by their path under `Sources/Runtime` (for negative controls).
    ///   - debug: Whether to define `DEBUG`, as a debug build does.
    ///   - conditions: More compilation conditions to define.
    func runInsideRuntime(
        _ files: [String], against platform: Platform, framework: String, replacing: [String: String] = [:],
        debug: Bool = false, conditions: [String] = []
    ) throws -> CompilerResult {
        try runInsideRuntime(
            files, against: platform, framework: framework, replacing: replacing, debug: debug, conditions: conditions,
            arguments: [[]])[0]
    }

    /// Builds `files` with the runtime's sources as the function above
    /// does, and runs the executable once with each list of `arguments`.
    ///
    /// - Returns: The build's result when it failed, else one result per run.
    func runInsideRuntime(
        _ files: [String], against platform: Platform, framework: String, replacing: [String: String] = [:],
        debug: Bool = false, conditions: [String] = [], arguments: [[String]]
    ) throws -> [CompilerResult] {
        let executable = "\(platform.modules)/check-\(UUID().uuidString)"
        var sources = runtimeFiles
        for (path, replacement) in replacing {
            guard let index = sources.firstIndex(where: { $0.hasSuffix("/Runtime/" + path) }) else {
                throw StandInFailure(message: "no runtime file \(path) to replace")
            }
            sources[index] = replacement
        }
        let build = try runCompiler(
            swiftc,
            ["-module-name", "ItemizeRuntime", "-package-name", "ItemizeApps", "-parse-as-library", "-swift-version", "6",
             "-I", platform.modules,
             "-L", platform.modules, "-l\(framework)", "-lObjectiveC", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker",
             platform.modules, "-o", executable] + (debug ? ["-D", "DEBUG"] : []) + conditions.flatMap { ["-D", $0] }
                + sources + files)
        guard build.status == 0 else { return [build] }
        defer { try? FileManager.default.removeItem(atPath: executable) }
        return try arguments.map { try runCompiler(executable, $0) }
    }

    /// Builds `files` into an executable linked with the platform's
    /// stand-in alone (no runtime), and runs it once with each list of
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
             "-o", executable] + files)
        guard build.status == 0 else { return [build] }
        defer { try? FileManager.default.removeItem(atPath: executable) }
        return try arguments.map { try runCompiler(executable, $0) }
    }

    /// Type-checks `files` as one module that can import the platform's
    /// stand-in and `ItemizeRuntime`.
    func typeCheck(_ files: [String], module: String, against platform: Platform) throws -> CompilerResult {
        try runCompiler(
            swiftc,
            ["-typecheck", "-module-name", module, "-package-name", "ItemizeApps", "-I", platform.modules]
                + Self.commonFlags + files)
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
