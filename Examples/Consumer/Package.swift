// swift-tools-version: 6.0
import PackageDescription

// An app-side package that uses Itemize the way a user's project does: the
// build step (`make`) generates Sources/TodoList/Generated from Specs/, and
// the library uses that code with ItemizeRuntime.
let package = Package(
    name: "Consumer",
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
