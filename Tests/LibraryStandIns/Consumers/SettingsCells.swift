// The cell classes Examples/Settings.itemize.json names, for its code
// generated for every target; the generated cell helpers use them.
import UIKit

final class ToggleCell: UITableViewCell {}
final class DisclosureCell: UITableViewCell {}
final class PickerCell: UITableViewCell {}
