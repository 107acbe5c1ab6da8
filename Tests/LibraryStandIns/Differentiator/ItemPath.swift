// Stand-in for RxSwiftCommunity/RxDataSources Sources/Differentiator/ItemPath.swift.

/// An item's section and its position in it, as a changeset names them.
public struct ItemPath: Hashable {
    public let sectionIndex: Int
    public let itemIndex: Int

    public init(sectionIndex: Int, itemIndex: Int) {
        self.sectionIndex = sectionIndex
        self.itemIndex = itemIndex
    }
}
