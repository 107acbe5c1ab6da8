// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Itemize",
    // The floors the code needs: Concurrency (`AsyncStream`, `Task`) and the
    // generated `Identifiable` conformances and diffable data sources need
    // iOS 13, tvOS 13, macOS 10.15, watchOS 6. On watchOS only the runtime
    // core builds: table and collection code is fenced out there.
    // AvailabilityCheckTests reads this list and checks every source and
    // every generated file against it.
    platforms: [
        .iOS(.v13), .tvOS(.v13), .macOS(.v10_15), .visionOS(.v1), .macCatalyst(.v13), .watchOS(.v6),
    ],
    products: [
        .library(name: "ItemizeRuntime", targets: ["ItemizeRuntime"]),
        .library(name: "ItemizeTesting", targets: ["ItemizeTesting"]),
        .library(name: "ItemizeGenerator", targets: ["ItemizeGenerator"]),
        .executable(name: "itemize", targets: ["itemize"]),
    ],
    targets: [
        .target(name: "ItemizeRuntime", path: "Sources/Runtime"),
        .target(name: "ItemizeTesting", dependencies: ["ItemizeRuntime"], path: "Sources/RuntimeTesting"),
        .target(name: "ItemizeGenerator", path: "Sources/Generator"),
        .executableTarget(name: "itemize", dependencies: ["ItemizeGenerator"], path: "Sources/itemize"),
        .executableTarget(name: "DiffBenchmark", dependencies: ["ItemizeRuntime"], path: "Benchmarks/DiffBenchmark"),
        .executableTarget(name: "DiffSoak", dependencies: ["ItemizeRuntime", "ItemizeTesting"], path: "Benchmarks/DiffSoak"),
        .executableTarget(name: "GenerateBenchmark", path: "Benchmarks/GenerateBenchmark"),
        .executableTarget(name: "OutlineBenchmark", dependencies: ["ItemizeRuntime"], path: "Benchmarks/OutlineBenchmark"),
        .testTarget(name: "ItemizeRuntimeTests", dependencies: ["ItemizeRuntime", "ItemizeTesting"], path: "Tests/RuntimeTests"),
        .testTarget(name: "ItemizeTestingTests", dependencies: ["ItemizeRuntime", "ItemizeTesting"], path: "Tests/RuntimeTestingTests"),
        .target(name: "GeneratorTestSupport", path: "Tests/GeneratorTestSupport"),
        .testTarget(
            name: "ItemizeGeneratorTests", dependencies: ["ItemizeGenerator", "GeneratorTestSupport"],
            path: "Tests/GeneratorTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "ItemizeProcessTests", dependencies: ["ItemizeGenerator", "itemize", "GeneratorTestSupport"],
            path: "Tests/ProcessTests", exclude: ["Fuzz/Regressions"]),
        .testTarget(name: "GeneratedCodeTests", dependencies: ["ItemizeRuntime", "ItemizeTesting"], path: "Tests/GeneratedCodeTests"),
    ],
    swiftLanguageModes: [.v6]
)
