import Foundation
import GeneratorTestSupport

/// The library stand-ins of `Tests/LibraryStandIns` (RxSwift, RxCocoa,
/// Differentiator, RxDataSources, DifferenceKit), built once per test run beside the UIKit
/// stand-in of `StandInBuild`, which RxDataSources and DifferenceKit's
/// UIKit extensions import: modules to type-check against and libraries
/// to link a check with (their symbols from UIKit are resolved when the
/// check links).
struct LibraryStandIns: Sendable {
    static let shared: Result<LibraryStandIns, StandInFailure> = Result { try LibraryStandIns() }
        .mapError { $0 as? StandInFailure ?? StandInFailure(message: "\($0)") }

    /// The modules in dependency order: RxDataSources re-exports
    /// Differentiator and takes RxSwift's `Event` and RxCocoa's data source protocol.
    static let moduleNames = ["RxSwift", "RxCocoa", "Differentiator", "RxDataSources", "DifferenceKit"]

    /// The libraries each module links, so that a check can run them.
    private static let links = [
        "RxSwift": [], "RxCocoa": ["RxSwift"], "Differentiator": [], "RxDataSources": ["RxSwift", "RxCocoa", "Differentiator"],
        "DifferenceKit": [],
    ]

    let build: StandInBuild
    /// The folder holding the library modules.
    let modules: String

    private init() throws {
        build = try StandInBuild.shared.get()
        modules = StandInBuild.root + "/Libraries"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        for name in Self.moduleNames {
            let sources = try swiftFiles(
                under: packageRoot.appendingPathComponent("Tests/LibraryStandIns/\(name)"), recursive: false)
            let result = try runCompiler(
                build.swiftc,
                ["-emit-module", "-module-name", name, "-emit-module-path", "\(modules)/\(name).swiftmodule",
                 "-I", modules, "-I", build.uikit.modules] + libraryFlags(name) + StandInBuild.commonFlags + sources)
            guard result.status == 0 else {
                throw StandInFailure(message: "the \(name) stand-in does not compile:\n\(result.output)")
            }
        }
    }

    /// For the modules a check runs, the flags that also build a shared
    /// library beside the module, linked with UIKit and its dependencies.
    private func libraryFlags(_ name: String) -> [String] {
        guard let dependencies = Self.links[name] else { return [] }
        let uikit = build.uikit.modules
        return ["-emit-library", "-o", "\(modules)/lib\(name).so", "-L", modules, "-L", uikit, "-lUIKit", "-lObjectiveC"]
            + dependencies.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", modules, "-Xlinker", "-rpath", "-Xlinker", uikit]
    }

    /// Type-checks `files` as one module that can import UIKit and the
    /// library stand-ins, as an app target with `setting` compiles them,
    /// with warnings as errors.
    func typeCheck(_ files: [String], module: String, setting: BuildSetting = .swift6) throws -> CompilerResult {
        try runCompiler(
            build.swiftc,
            ["-typecheck", "-module-name", module, "-package-name", "ItemizeApps", "-I", modules,
             "-I", build.uikit.modules]
                + StandInBuild.appFlags(setting) + files)
    }
}
