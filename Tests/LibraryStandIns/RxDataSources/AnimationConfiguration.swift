// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/AnimationConfiguration.swift.
import UIKit

/// The row animations of the animated data sources' batch updates.
public struct AnimationConfiguration {
    public let insertAnimation: UITableView.RowAnimation
    public let reloadAnimation: UITableView.RowAnimation
    public let deleteAnimation: UITableView.RowAnimation

    public init(
        insertAnimation: UITableView.RowAnimation = .automatic,
        reloadAnimation: UITableView.RowAnimation = .automatic,
        deleteAnimation: UITableView.RowAnimation = .automatic
    ) {
        self.insertAnimation = insertAnimation
        self.reloadAnimation = reloadAnimation
        self.deleteAnimation = deleteAnimation
    }
}
