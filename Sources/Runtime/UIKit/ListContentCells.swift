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

        /// Shows a row's switch, on when `isOn`, as `cell`'s accessory view
        /// (reused with the cell), telling `changed` the new value when the
        /// user turns it. Its action has `toggledAction` as identifier, so the
        /// action of the row the cell showed before is replaced, not kept.
        /// Before iOS 14 a control takes no closure: the switch shows the
        /// value, disabled. tvOS has no switch: the value shows as a checkmark.
        public static func showSwitch(_ isOn: Bool, in cell: UITableViewCell, changed: @escaping (Bool) -> Void) {
            #if os(tvOS)
                cell.accessoryType = isOn ? .checkmark : .none
            #else
                let toggle = cell.accessoryView as? UISwitch ?? UISwitch()
                toggle.isOn = isOn
                if #available(iOS 14, *) {
                    toggle.addAction(switchAction(isOn, changed: changed), for: .valueChanged)
                } else {
                    toggle.isEnabled = false
                }
                cell.accessoryView = toggle
            #endif
        }
    }

    extension CollectionCellTable {
        /// Shows a row's switch, on when `isOn`, as `cell`'s trailing
        /// accessory, telling `changed` the new value when the user turns it.
        /// tvOS has no switch: the value shows as a checkmark.
        @available(iOS 14.0, tvOS 14.0, *)
        public static func showSwitch(_ isOn: Bool, in cell: UICollectionViewListCell, changed: @escaping (Bool) -> Void) {
            #if os(tvOS)
                cell.accessories = isOn ? [.checkmark()] : []
            #else
                let toggle = UISwitch()
                toggle.isOn = isOn
                toggle.addAction(
                    UIAction { action in changed((action.sender as? UISwitch)?.isOn ?? !isOn) }, for: .valueChanged)
                cell.accessories = [
                    .customView(configuration: .init(customView: toggle, placement: .trailing(displayed: .always)))
                ]
            #endif
        }
    }
#endif
