// Stand-in for the Objective-C runtime module, which on Apple platforms
// declares NSObject, NSObjectProtocol and Selector, and which Foundation,
// UIKit and AppKit re-export. Linux Foundation has an NSObject without
// `responds(to:)` and has no Selector, so this module declares its own and
// re-exports Foundation beneath them: a file that imports only UIKit (or
// AppKit) sees these, as on a Mac. A file that also imports Foundation
// sees two NSObjects and must not name either (see ../README.md).
@_exported import Foundation
