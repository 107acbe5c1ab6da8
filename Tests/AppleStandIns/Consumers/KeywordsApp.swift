// Keywords.itemize.json: keyword case names and `package` access.
import ItemizeRuntime
import UIKit

package final class RepeatCell: UITableViewCell {}

@MainActor
func makeKeywordCells() -> KeywordItem.TableCells {
    KeywordItem.TableCells(default: { _, _ in }, repeat: { _, _ in })
}
