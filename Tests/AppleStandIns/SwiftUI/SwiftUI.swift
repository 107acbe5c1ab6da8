// Stand-in for the SwiftUI module. Like the real one it re-exports
// Foundation (IndexSet, for the edit actions).
//
// Each declaration names the page of developer.apple.com it was written
// from and carries that page's availability. `View` is `@MainActor
// @preconcurrency`, as in the SDKs of Xcode 16 and later; SwiftUI's own
// views and modifiers are `nonisolated`, as their pages show, so that they
// can be built anywhere and only `body` runs on the main actor. Result
// builders are `@ViewBuilder`, which the pages name for Xcode 26 and
// earlier (later SDKs spell it `@ContentBuilder`, a type alias of it).
// Bodies are `fatalError()` unless a check runs them: nothing here renders.
@_exported import Foundation
