// The cell classes Examples/Inbox.itemize.json and the Keywords fixture name
// (and the Inbox's header views), for their code generated for every target;
// the generated cell helpers use them. Examples/Settings.itemize.json names
// none: its rows are drawn from their content.
import UIKit

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
final class AccountBannerCell: UITableViewCell {}
final class AccountBannerTile: UICollectionViewCell {}
