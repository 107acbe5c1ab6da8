// Stand-in for ReactiveX/RxSwift RxCocoa/iOS/Protocols/RxTableViewDataSourceType.swift:
// a table data source that is given each element of the bound sequence.
import RxSwift
import UIKit

/// A table data source bound to a sequence of `Element`s.
public protocol RxTableViewDataSourceType {
    /// What the bound sequence holds.
    associatedtype Element

    /// Called with each event of the bound sequence.
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
}
