// Stand-in for https://developer.apple.com/documentation/swiftui/dynamicviewcontent:
// the views made from a collection (ForEach), which alone take the edit
// actions of a list. The edit actions keep their closures, which the
// stand-in list calls for the rows a check deletes or moves.

/// `protocol DynamicViewContent<Data> : View`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicViewContent<Data>: View {
    /// `associatedtype Data : Collection`
    associatedtype Data: Collection

    /// `var data: Self.Data { get }`
    var data: Self.Data { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicViewContent {
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
    /// `nonisolated func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent`
    /// (SwiftUI calls `action` once the rows are gone from the list.)
    nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent<Data> {
        EditedContent(content: self, onDelete: action, onMove: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
    /// `nonisolated func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent`
    /// (offsets in the view's own data: moves within one ForEach.)
    nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent<Data> {
        EditedContent(content: self, onDelete: nil, onMove: action)
    }
}

/// Dynamic content with an edit action, which the stand-in list offers on
/// the content's rows (StandInListRows.swift).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated struct EditedContent<Content: DynamicViewContent>: DynamicViewContent {
    let content: Content
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    @MainActor var data: Content.Data { content.data }
    var body: Never { fatalError() }
}
