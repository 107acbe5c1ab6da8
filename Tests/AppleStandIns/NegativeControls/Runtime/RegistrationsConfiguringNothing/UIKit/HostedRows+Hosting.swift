// Negative control of the registration checks: hosted rows whose collection
// and table cells show nothing.
#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import SwiftUI

    @available(iOS 16.0, tvOS 16.0, *)
    extension HostedRows {
        // The mistake: the row never becomes the cell's content.
        static func host(_: some View, in _: UICollectionViewCell) {}

        static func host(_: some View, in _: UITableViewCell) {}
    }
#endif
