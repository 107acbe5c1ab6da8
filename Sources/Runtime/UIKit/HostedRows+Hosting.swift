#if canImport(UIKit) && !os(watchOS)
    import UIKit

    #if canImport(SwiftUI)
        import SwiftUI

        @available(iOS 16.0, tvOS 16.0, *)
        extension HostedRows {
            /// Shows `row` as `cell`'s content, a list cell of the registration.
            static func host(_ row: some View, in cell: UICollectionViewCell) {
                cell.contentConfiguration = UIHostingConfiguration { row }
            }

            /// Shows `row` as `cell`'s content, a table cell of any class.
            static func host(_ row: some View, in cell: UITableViewCell) {
                cell.contentConfiguration = UIHostingConfiguration { row }
            }
        }
    #endif
#endif
