#if canImport(SwiftUI)
import SwiftUI

extension ListSections {
    /// `row` with `item`'s accessibility identifier, which UI tests find it
    /// by, where SwiftUI has `accessibilityIdentifier(_:)`: on one element
    /// that contains the row's views, since on a row of several views SwiftUI
    /// gives the identifier to each of them.
    @ViewBuilder
    static func identified(_ row: some View, as item: Item) -> some View {
        if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) {
            row.accessibilityElement(children: .contain).accessibilityIdentifier(item.accessibilityIdentifier)
        } else {
            row
        }
    }
}
#endif
