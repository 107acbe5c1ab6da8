// swift-tools-version: 6.1
import PackageDescription

// An app-side package that uses Itemize the way a user's project does: the
// build step (`make`) generates Sources/TodoList/Generated from Specs/, and
// the library uses that code with ItemizeRuntime.
let package = Package(
    name: "Consumer",
    // The app's own deployment targets, as its Xcode project sets them. Each
    // is at or above Itemize's (iOS 13, tvOS 13, macOS 10.15, visionOS 1,
    // Mac Catalyst 13, watchOS 6): SwiftPM refuses a dependency whose
    // minimum is above the package's own.
    platforms: [
        .iOS(.v15), .tvOS(.v15), .macOS(.v12), .visionOS(.v1), .macCatalyst(.v15), .watchOS(.v8),
    ],
    products: [
        .library(name: "TodoList", targets: ["TodoList"]),
    ],
    dependencies: [
        .package(name: "Itemize", path: "../.."),
    ],
    targets: [
        .target(
            name: "TodoList",
            dependencies: [.product(name: "ItemizeRuntime", package: "Itemize")],
            path: "Sources/TodoList"
        ),
        .testTarget(name: "TodoListTests", dependencies: ["TodoList"], path: "Tests/TodoListTests"),
    ],
    swiftLanguageModes: [.v6]
)
