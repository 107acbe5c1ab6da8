/// The three keys that name one class of an item or section: the one for
/// the spec's single view (`cell`) and one per view (`tableCell`,
/// `collectionCell`), with the words their messages use.
struct ViewClassKeys: Sendable {
    /// `cell`, `headerView`, `footerView`.
    var general: String
    var table: String
    var collection: String
    /// `cell`, `header view`: what the class is, in a message.
    var role: String
    /// The class a table's class must inherit from, `UITableViewCell`.
    var tableBase: String
    var collectionBase: String

    /// The keys of an item's cell class.
    static let cell = ViewClassKeys(
        general: "cell", table: "tableCell", collection: "collectionCell", role: "cell",
        tableBase: "UITableViewCell", collectionBase: "UICollectionViewCell")
    /// The keys of a section's header view class.
    static let headerView = ViewClassKeys(
        general: "headerView", table: "tableHeaderView", collection: "collectionHeaderView", role: "header view",
        tableBase: "UITableViewHeaderFooterView", collectionBase: "UICollectionReusableView")
    /// The keys of a section's footer view class.
    static let footerView = ViewClassKeys(
        general: "footerView", table: "tableFooterView", collection: "collectionFooterView", role: "footer view",
        tableBase: "UITableViewHeaderFooterView", collectionBase: "UICollectionReusableView")

    /// The key for `view`'s own class.
    func key(for view: UIKitListView) -> String {
        view == .table ? table : collection
    }
}
