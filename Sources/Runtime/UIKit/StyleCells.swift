#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A table cell of the `value1` style, which rows drawn from their content
    /// register: before iOS 14 they show their secondary text in its detail label.
    public final class Value1StyleCell: UITableViewCell {
        /// Creates the cell in the `value1` style, whatever style is asked for.
        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }

        /// Creates the cell from an archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    /// A table cell of the `subtitle` style, which rows drawn from their
    /// content register: before iOS 14 they show their secondary text under
    /// their text.
    public final class SubtitleStyleCell: UITableViewCell {
        /// Creates the cell in the `subtitle` style, whatever style is asked for.
        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }

        /// Creates the cell from an archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    extension TableCellTable {
        /// The identifier of the action of a row's switch: one action per
        /// switch, replaced when a reused cell shows another row.
        @available(iOS 14.0, tvOS 14.0, *)
        public static var toggledAction: UIAction.Identifier { UIAction.Identifier("itemize.toggled") }
    }
#endif
