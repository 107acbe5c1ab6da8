// Stand-in for UIKit's additions to Foundation's IndexPath, which the
// UIKit overlay declares (not Foundation):
// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:),
// .../indexpath/init(item:section:), .../indexpath/row, .../indexpath/item
// and .../indexpath/section. As in the overlay, `row`, `item` and `section`
// trap unless the path has exactly two indices; a check that runs the
// adapters on other paths relies on that.

extension IndexPath {
    /// `init(row: Int, section: Int)`
    @available(iOS 7.0, tvOS 9.0, *)
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// `init(item: Int, section: Int)`
    @available(iOS 7.0, tvOS 9.0, *)
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// `var section: Int { get set }`
    @available(iOS 7.0, tvOS 9.0, *)
    public var section: Int {
        get { self[Self.checked(count, 0)] }
        set { self[Self.checked(count, 0)] = newValue }
    }

    /// `var row: Int { get set }`
    @available(iOS 7.0, tvOS 9.0, *)
    public var row: Int {
        get { self[Self.checked(count, 1)] }
        set { self[Self.checked(count, 1)] = newValue }
    }

    /// `var item: Int { get set }`
    @available(iOS 7.0, tvOS 9.0, *)
    public var item: Int {
        get { self[Self.checked(count, 1)] }
        set { self[Self.checked(count, 1)] = newValue }
    }

    private static func checked(_ count: Int, _ position: Int) -> Int {
        precondition(
            count == 2,
            "Invalid index path for use with UITableView. This index path must contain exactly two indices "
                + "specifying the section and row.")
        return position
    }
}
