// Stand-in for the UIKit module. Like the real one it re-exports
// Foundation (IndexPath, IndexSet, CGRect) and the Objective-C runtime's
// NSObject and Selector (here the ObjectiveC stand-in, which re-exports
// Foundation beneath its own NSObject).
//
// Each declaration names the page of developer.apple.com it was written
// from and carries that page's availability; UIKit's classes and its data
// source and delegate protocols are `@MainActor @preconcurrency`, as Swift
// imports every Objective-C declaration marked NS_SWIFT_UI_ACTOR
// (swiftlang/swift#68961: declarations imported from Clang are always
// preconcurrency). Optional protocol methods (`@objc optional` in UIKit)
// are requirements with a default in an extension that does what UIKit
// does when the method is missing; Linux cannot express `@objc optional`.
// Bodies are real where a check in ../Checks runs them, and never record
// or expose anything the real UIKit does not, but the initializer the
// views are dequeued with, behind `@_spi(StandInDequeue)` (see
// UITableViewCell.swift), and a user's taps on swipe buttons and menu
// items, behind `@_spi(StandInTap)` (UIContextualAction.swift,
// UIContextMenuConfiguration.swift).
@_exported import ObjectiveC
