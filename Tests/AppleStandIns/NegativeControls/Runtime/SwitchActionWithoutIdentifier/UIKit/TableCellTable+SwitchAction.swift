// Negative control for Checks/SettingsContentCheck.swift: a row's switch
// action without an identifier.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension TableCellTable {
        // The mistake: no identifier, so a reused cell keeps the action of
        // the row it showed before beside the new one.
        static func switchAction(_ isOn: Bool, changed: @escaping (Bool) -> Void) -> UIAction {
            UIAction { action in changed((action.sender as? UISwitch)?.isOn ?? !isOn) }
        }
    }
#endif
