// The cell classes Examples/Settings.itemize.json, Examples/Inbox.itemize.json
// and the Keywords fixture name (and the Inbox's header view), for their code generated for every target; the generated cell
// helpers use them.
import UIKit

final class ToggleCell: UITableViewCell {}
final class DisclosureCell: UITableViewCell {}
final class PickerCell: UITableViewCell {}
package final class RepeatCell: UITableViewCell {}
// Public: the Inbox spec's access is public.
public final class MailCell: UITableViewCell {}
public final class SpinnerCell: UITableViewCell {}
public final class InboxHeaderView: UITableViewHeaderFooterView {}
public final class MailTileCell: UICollectionViewCell {}
public final class InboxTileHeader: UICollectionReusableView {}
package final class ShelfHeader: UITableViewHeaderFooterView {}
package final class ShelfFooter: UITableViewHeaderFooterView {}
package final class ShelfTileHeader: UICollectionReusableView {}
package final class ShelfTileFooter: UICollectionReusableView {}
