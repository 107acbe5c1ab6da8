#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // tvOS has no switch.
    #if !os(tvOS)
        extension TableCellTable {
            /// The action of a row's switch, on when `isOn`, telling `changed`
            /// the value the user turns it to. Its identifier, `toggledAction`,
            /// makes it replace the action of the row a reused cell showed
            /// before instead of joining it.
            @available(iOS 14.0, *)
            static func switchAction(_ isOn: Bool, changed: @escaping (Bool) -> Void) -> UIAction {
                UIAction(identifier: toggledAction) { action in changed((action.sender as? UISwitch)?.isOn ?? !isOn) }
            }
        }
    #endif
#endif
