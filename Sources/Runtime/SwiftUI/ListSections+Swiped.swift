#if canImport(SwiftUI)
import SwiftUI

extension ListSections {
    /// `row` with `leading` and `trailing` as its swipe actions, each at its
    /// own edge, where SwiftUI has them (iOS 15, macOS 12, watchOS 8; tvOS
    /// has none).
    @ViewBuilder
    static func swiped(_ row: some View, leading: [RowAction], trailing: [RowAction]) -> some View {
        #if os(tvOS)
            row
        #else
            if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *) {
                swiped(swiped(row, on: .leading, leading), on: .trailing, trailing)
            } else {
                row
            }
        #endif
    }
}
#endif
