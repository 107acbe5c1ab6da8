// Stand-in for the AppKit module: declarations only, never run.
// The real AppKit re-exports Foundation (IndexPath, IndexSet, NSObject, NSRect).
@_exported import Foundation
