// Stand-in for the UIKit module: declarations only, never run.
// The real UIKit re-exports Foundation (IndexPath, IndexSet, NSObject, CGRect).
@_exported import Foundation
