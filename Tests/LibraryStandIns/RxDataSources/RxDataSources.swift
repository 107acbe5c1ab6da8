// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/DataSources.swift:
// like the real module, it re-exports Differentiator, so `import RxDataSources`
// alone gives IdentifiableType and AnimatableSectionModel.
@_exported import Differentiator
import UIKit
