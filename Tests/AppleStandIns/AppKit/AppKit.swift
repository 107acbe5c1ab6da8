// Stand-in for the AppKit module. Like the real one it re-exports
// Foundation (IndexPath, IndexSet, NSRect) and the Objective-C runtime's
// NSObject (here the ObjectiveC stand-in).
//
// Each declaration names the page of developer.apple.com it was written
// from and carries that page's availability. AppKit's view classes are
// `@MainActor @preconcurrency`; its data source protocols are not isolated
// as a whole, but each of their methods is `@MainActor`, as Apple's pages
// show. Optional protocol methods are requirements with a default that
// does what AppKit does when the method is missing. Bodies are real where
// a check in ../Checks runs them.
@_exported import ObjectiveC
