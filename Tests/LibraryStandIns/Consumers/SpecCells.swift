// The cell classes Examples/Settings.itemize.json and the Keywords fixture
// name, for their code generated for every target; the generated cell
// helpers use them.
import UIKit

final class ToggleCell: UITableViewCell {}
final class DisclosureCell: UITableViewCell {}
final class PickerCell: UITableViewCell {}
package final class RepeatCell: UITableViewCell {}
