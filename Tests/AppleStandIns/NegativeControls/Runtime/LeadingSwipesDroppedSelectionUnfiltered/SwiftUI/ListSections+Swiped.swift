// Negative control for Checks/SwiftUIRowActionsCheck.swift: rows without
// their leading swipe actions.
#if canImport(SwiftUI)
import SwiftUI

extension ListSections {
    // The mistake: only the trailing edge's actions.
    static func swiped(_ row: some View, leading _: [RowAction], trailing: [RowAction]) -> some View {
        swiped(row, on: .trailing, trailing)
    }
}
#endif
