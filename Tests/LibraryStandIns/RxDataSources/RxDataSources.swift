// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/DataSources.swift:
// like the real module, it re-exports Differentiator, so `import RxDataSources`
// alone gives IdentifiableType and AnimatableSectionModel; and it reports
// a diff error as the library does: a fatalError in debug builds, a printed
// line otherwise.
@_exported import Differentiator
import UIKit

func rxDebugFatalError(_ error: Error) {
    rxDebugFatalError("\(error)")
}

func rxDebugFatalError(_ message: String) {
    #if DEBUG
        fatalError(message)
    #else
        print(message)
    #endif
}
