// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewcell.

@MainActor
open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
}
