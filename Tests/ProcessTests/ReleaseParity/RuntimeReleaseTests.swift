import Foundation
import GeneratorTestSupport
import XCTest

/// The runtime's tests (the diff's property tests, the random data-source
/// and simulator tests among them) on a release build, as apps ship the
/// runtime. Only in the exhaustive run: `swift test -c release` builds the
/// whole package with its tests in release, about 9 minutes on two busy
/// cores, so this builds a package of the runtime and its tests alone,
/// whose sources are links to this one's: 2 to 3 minutes from nothing, 15 s
/// when nothing changed, 13 s of it the tests (39 s in debug), still too
/// long for every run. docs/verification.md has the numbers.
final class RuntimeReleaseTests: XCTestCase {
    func testTheRuntimesTestsPassInAReleaseBuild() throws {
        try XCTSkipUnless(isExhaustiveRun, "a release build of the runtime and its tests: ITEMIZE_EXHAUSTIVE=1 runs it")
        // Under .build, so that the next run rebuilds only what changed.
        let folder = packageRoot.appendingPathComponent(".build/runtime-release")
        let package = folder.appendingPathComponent("package")
        let files = FileManager.default
        try files.createDirectory(at: package.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try files.createDirectory(at: package.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        for path in ["Sources/Runtime", "Sources/RuntimeTesting", "Tests/RuntimeTests", "Tests/RuntimeTestingTests"] {
            let link = package.appendingPathComponent(path)
            if (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil {
                try files.createSymbolicLink(at: link, withDestinationURL: packageRoot.appendingPathComponent(path))
            }
        }
        // The runtime's targets of Package.swift, named and laid out alike.
        try Data("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "ItemizeRuntimeRelease",
                targets: [
                    .target(name: "ItemizeRuntime", path: "Sources/Runtime"),
                    .target(name: "ItemizeTesting", dependencies: ["ItemizeRuntime"], path: "Sources/RuntimeTesting"),
                    .testTarget(name: "ItemizeRuntimeTests", dependencies: ["ItemizeRuntime", "ItemizeTesting"], path: "Tests/RuntimeTests"),
                    .testTarget(name: "ItemizeTestingTests", dependencies: ["ItemizeRuntime", "ItemizeTesting"], path: "Tests/RuntimeTestingTests"),
                ],
                swiftLanguageModes: [.v6]
            )

            """.utf8).write(to: package.appendingPathComponent("Package.swift"))

        let run = try runCapturingOutput(URL(fileURLWithPath: "/usr/bin/env"), [
            "swift", "test", "-c", "release", "--disable-swift-testing",
            "--package-path", package.path, "--scratch-path", folder.appendingPathComponent("build").path,
        ], in: package.path)

        let output = run.standardOutput + run.standardError
        XCTAssertEqual(run.exitCode, 0, String(output.suffix(20_000)))
        XCTAssertTrue(output.contains("with 0 failures"), String(output.suffix(20_000)))
    }
}
