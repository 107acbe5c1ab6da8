import Foundation
import GeneratorTestSupport

/// Compiles the docs' Swift snippets, each group in one compiler run: the
/// default target's snippets type-checked together against the UIKit and
/// SwiftUI stand-ins, ItemizeRuntime, ItemizeTesting and XCTest; the
/// runnable ones built into one executable with the runtime and run; the
/// snippets of another target with that target's generated feed and
/// library stand-in; the manifest with PackageDescription.
///
/// A snippet's code is placed under `#sourceLocation(file:line:)`, so the
/// compiler names the Markdown file and line of an error.
struct DocSnippetBuild {
    let swiftc: String
    let folder: TemporaryFolder

    init() throws {
        guard let swiftc = findSwiftc() else { throw StandInFailure(message: "no swiftc on PATH") }
        self.swiftc = swiftc
        folder = try TemporaryFolder()
    }

    /// The files of `Tests/DocSnippets/NAME`.
    private func prelude(_ name: String) throws -> [String] {
        try swiftFiles(under: packageRoot.appendingPathComponent("Tests/DocSnippets/\(name)"), recursive: false)
    }

    private func packageFile(_ path: String) -> String {
        packageRoot.appendingPathComponent(path).path
    }

    /// Type-checks the snippets of `target` (declarations, bodies and
    /// runnable ones) as one module named `App`, as an app target with each
    /// of `settings` compiles it, the settings side by side.
    ///
    /// - Returns: One result per setting, in order.
    func typeCheck(
        _ snippets: [DocSnippet], target: String, against standIns: LibraryStandIns, settings: [BuildSetting]
    ) throws -> [CompilerResult] {
        var files: [String]
        var modules = ["-I", standIns.build.uikit.modules]
        var bodyImports = ["UIKit"]
        switch target {
        case "itemize":
            files = ["Feed", "Inbox", "Settings", "Mailbox"].map { packageFile("Examples/\($0).swift") } + (try prelude("Feed"))
            modules += ["-I", try testingModule(against: standIns)]
            bodyImports = ["ItemizeRuntime", "ItemizeTesting", "UIKit", "XCTest"]
        case "differencekit", "diffable":
            let name = target == "diffable" ? "FeedDiffable" : "FeedDifferenceKit"
            // The feed's screens, its collection view's cell classes among them.
            let screens =
                target == "diffable" ? ["FeedDiffableApp", "FeedDiffableGridApp", "FeedDiffableReorderApp"] : ["FeedDifferenceKitApp"]
            files = [packageFile("Examples/Targets/\(name).swift")]
                + screens.map { packageFile("Tests/LibraryStandIns/Consumers/\($0).swift") }
                + (try prelude(target == "diffable" ? "Diffable" : "DifferenceKit"))
            modules += ["-I", standIns.modules]
            if target == "differencekit" { bodyImports.append("DifferenceKit") }
        case "rxdatasources":
            files = [packageFile("Examples/Targets/FeedRxDataSources.swift")]
                + ["FeedRxDataSourcesApp", "FeedRxDataSourcesGridApp"].map { packageFile("Tests/LibraryStandIns/Consumers/\($0).swift") }
                + (try prelude("RxDataSources"))
            modules += ["-I", standIns.modules]
            bodyImports += ["RxDataSources", "RxSwift"]
        default:
            throw StandInFailure(message: "no snippet world for the target \(target)")
        }
        // Linux's XCTest declares `XCTestCase.init(name:testClosure:)`
        // required, which a class that the default makes main-actor isolated
        // cannot inherit; Apple's XCTest has no such initializer. So test
        // cases are left out where the default isolation is MainActor.
        var testCaseFiles: Set<String> = []
        for (index, snippet) in snippets.enumerated() {
            if snippet.use == .spec {
                files.append(try generated(snippet, index: index))
            } else {
                files.append(try folder.write(wrapped(snippet, index: index, imports: bodyImports), to: "\(target)/Snippet\(index).swift"))
                if snippet.code.contains(": XCTestCase") { testCaseFiles.insert(files[files.count - 1]) }
            }
        }
        let (swiftc, arguments, allFiles, testCases) = (swiftc, modules, files, testCaseFiles)
        let results = CompileResults.compiling(count: settings.count) { index in
            let setting = settings[index]
            let checked = setting.isMainActorByDefault ? allFiles.filter { !testCases.contains($0) } : allFiles
            // A snippet is a fragment, so a value it makes and leaves for the
            // reader to use is no mistake: those warnings (`no-usage`) are let
            // through, and any other fails the check as an error would.
            let flags = StandInBuild.appFlags(setting).filter { $0 != "-warnings-as-errors" }
            var result = try runCompiler(swiftc, ["-typecheck", "-module-name", "App"] + flags + arguments + checked)
            let warnings = result.output.split(separator: "\n").filter { $0.contains(": warning: ") && !$0.contains("[#no-usage]") }
            if result.status == 0, !warnings.isEmpty { result.status = 1 }
            return result
        }
        return try settings.indices.map { try results.get($0) }
    }

    /// The code the built `itemize` generates for a spec snippet.
    private func generated(_ snippet: DocSnippet, index: Int) throws -> String {
        let spec = "Specs/Spec\(index).itemize.json"
        try folder.write((snippet.imports + [snippet.code]).joined(separator: "\n"), to: spec)
        let output = "Generated/Spec\(index).swift"
        let run = try runItemizeExecutable(["generate", spec, "--output", output], in: folder.path)
        guard run.exitCode == 0 else {
            throw StandInFailure(message: "\(snippet): itemize generate failed:\n\(run.standardError)")
        }
        return folder.url(output)
    }

    /// Type-checks a manifest snippet as the arguments of `Package(name:...)`.
    func typeCheckManifest(_ snippet: DocSnippet) throws -> CompilerResult {
        let manifestAPI = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/pm/ManifestAPI").standardized.path
        // No #sourceLocation inside an argument list: the snippet starts
        // at line 4, which the failure message of the test says.
        let text = """
            import PackageDescription
            let package = Package(
                name: "App",
            \((snippet.imports + [snippet.code]).joined(separator: "\n"))
            )

            """
        let file = try folder.write(text, to: "Manifest/Package.swift")
        return try runCompiler(
            swiftc, ["-typecheck", "-swift-version", "6", "-package-description-version", "6.0", "-I", manifestAPI, file])
    }

    /// Builds the runnable snippets of the default target into one
    /// executable with the runtime's and ItemizeTesting's sources and the
    /// generated feed, without UIKit, and runs it: each snippet in a fresh
    /// context, printing `ran PLACE`, `threw PLACE: ERROR` or
    /// `logged PLACE: LINE`, and `assertion failed at PLACE` for an XCTest
    /// assertion that failed.
    func run(_ snippets: [DocSnippet]) throws -> CompilerResult {
        // The runtime's UIKit and AppKit files are fenced off: no stand-in is imported.
        var sources = try runtimeSources()
        sources += try swiftFiles(under: packageRoot.appendingPathComponent("Sources/RuntimeTesting"), recursive: false)
        sources += [packageFile("Examples/Feed.swift")] + (try prelude("Feed")).filter { !$0.hasSuffix("+UIKit.swift") }
        sources += try prelude("Run")
        // One module: the imports of the runtime's modules go. The copies
        // are also a snapshot, which the compiler needs: it refuses a file
        // that changes while it reads it.
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let text = try String(contentsOfFile: source, encoding: .utf8)
            files.append(try folder.write(withoutModuleImports(text), to: "Run/\(index)-\((source as NSString).lastPathComponent)"))
        }
        var calls: [String] = []
        for (index, snippet) in snippets.enumerated() where snippet.use == .runTests {
            var runnable = snippet
            runnable.imports = []
            files.append(try folder.write(wrapped(runnable, index: index, imports: []), to: "Run/Snippet\(index).swift"))
            for test in snippet.testMethods {
                calls.append("""
                            do {
                                try await \(test.type)().\(test.method)()
                                print("ran \(snippet) \(test.method)")
                            } catch {
                                print("threw \(snippet) \(test.method): \\(error)")
                            }
                    """)
            }
        }
        for (index, snippet) in snippets.enumerated() {
            guard case .run(let context) = snippet.use else { continue }
            var runnable = snippet
            runnable.imports = []
            files.append(try folder.write(wrapped(runnable, index: index, imports: []), to: "Run/Snippet\(index).swift"))
            calls.append("""
                        do {
                            logger.removeAll()
                            try await \(context)().snippet\(index)()
                            print("ran \(snippet)")
                            for line in logger.lines { print("logged \(snippet): " + line) }
                        } catch {
                            print("threw \(snippet): \\(error)")
                        }
                """)
        }
        files.append(try folder.write("""
            @main
            enum SnippetRunner {
                @MainActor static func main() async {
            \(calls.joined(separator: "\n"))
                }
            }

            """, to: "Run/SnippetRunner.swift"))
        let executable = folder.url("Run/snippets")
        let build = try runCompiler(
            swiftc, ["-module-name", "App", "-parse-as-library", "-swift-version", "6", "-wmo", "-o", executable] + files)
        guard build.status == 0 else { return build }
        return try runCompiler(executable, [])
    }

    /// `text` without its imports of ItemizeRuntime and ItemizeTesting,
    /// which are compiled into the same module, and so without the
    /// generated code's `ItemizeRuntime.` before the runtime's names.
    private func withoutModuleImports(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "import ItemizeRuntime" && $0 != "import ItemizeTesting" }
            .joined(separator: "\n")
            .replacingOccurrences(of: "ItemizeRuntime.", with: "")
    }

    /// The source file of one snippet: declarations as they are; a body
    /// as a method `snippetINDEX()` of its context, `async` when it awaits
    /// and `throws` when it tries, in a file importing `imports` and the
    /// snippet's own imports.
    private func wrapped(_ snippet: DocSnippet, index: Int, imports: [String]) -> String {
        let context: String
        switch snippet.use {
        case .body(let name), .run(let name): context = name
        default:
            return """
                #sourceLocation(file: "\(snippet.file)", line: \(snippet.line))
                \((snippet.imports + [snippet.code]).joined(separator: "\n"))
                #sourceLocation()

                """
        }
        // Effects of the snippet's own top-level lines, not of the functions it declares.
        let topLevel = snippet.code.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("func ") }
        let effects = (topLevel.contains { $0.contains("await ") } ? " async" : "")
            + (topLevel.contains { $0.contains("try ") } ? " throws" : "")
        let importLines = imports.map { "import " + $0 } + snippet.imports
        return """
            \(importLines.joined(separator: "\n"))

            extension \(context) {
                func snippet\(index)()\(effects) {
            #sourceLocation(file: "\(snippet.file)", line: \(snippet.codeLine))
            \(snippet.code)
            #sourceLocation()
                }
            }

            """
    }

    /// The folder of an `ItemizeTesting` module built beside the UIKit
    /// stand-in's `ItemizeRuntime`, once per test run.
    private func testingModule(against standIns: LibraryStandIns) throws -> String {
        let modules = StandInBuild.root + "/ItemizeTesting"
        let result = try Self.testingModules.result(for: modules) {
            try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
            let sources = try swiftFiles(under: packageRoot.appendingPathComponent("Sources/RuntimeTesting"), recursive: false)
            return try runCompiler(
                swiftc,
                ["-emit-module", "-module-name", "ItemizeTesting", "-emit-module-path", "\(modules)/ItemizeTesting.swiftmodule",
                 "-parse-as-library", "-swift-version", "6", "-wmo", "-I", standIns.build.uikit.modules] + sources)
        }
        guard result.status == 0 else {
            throw StandInFailure(message: "ItemizeTesting does not compile beside the UIKit stand-in:\n\(result.output)")
        }
        return modules
    }

    /// The `ItemizeTesting` module, shared by every snippet build of the run.
    private static let testingModules = BuildCache()
}
