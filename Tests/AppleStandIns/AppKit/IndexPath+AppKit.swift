// Stand-in for AppKit's additions to Foundation's IndexPath, which the
// AppKit overlay declares (not Foundation):
// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-rib,
// .../indexpath/item and .../indexpath/section. `item` and `section` trap
// unless the path has exactly two indices.

extension IndexPath {
    /// `init(item: Int, section: Int)`
    @available(macOS 10.9, *)
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// `var item: Int { get set }`
    @available(macOS 10.9, *)
    public var item: Int {
        get { self[Self.checked(count, 1)] }
        set { self[Self.checked(count, 1)] = newValue }
    }

    /// `var section: Int { get set }`
    @available(macOS 10.9, *)
    public var section: Int {
        get { self[Self.checked(count, 0)] }
        set { self[Self.checked(count, 0)] = newValue }
    }

    private static func checked(_ count: Int, _ position: Int) -> Int {
        precondition(
            count == 2,
            "Invalid index path for use with NSCollectionView. This index path must contain exactly two indices "
                + "specifying the section and item.")
        return position
    }
}
