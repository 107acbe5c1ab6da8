// Not a mistake: pull to refresh on the reading list of
// Consumers/ReadingList, which the real SDKs accept and the stand-ins do
// not declare (UITableViewController's `refreshControl`, UIRefreshControl).
// StandInTypeCheckScriptTests requires the stand-in script to fail on it
// with the message that sends the user to the real-SDK check, and
// RealSDKTypeCheckTests that the real SDKs accept it.
import UIKit

extension ReadingListViewController {
    func addPullToRefresh() {
        refreshControl = UIRefreshControl()
    }
}
