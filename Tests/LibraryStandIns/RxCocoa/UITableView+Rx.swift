// Stand-in for ReactiveX/RxSwift RxCocoa/iOS/UITableView+Rx.swift:
// `rx.items(dataSource:)`, with the library's constraints. The binding
// itself is not modelled.
import RxSwift
import UIKit

extension Reactive where Base: UITableView {
    /// Binds a sequence to the table through `dataSource`, which is given
    /// each element.
    public func items<
        DataSource: RxTableViewDataSourceType & UITableViewDataSource,
        Source: ObservableType
    >(dataSource: DataSource) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { _ in fatalError() }
    }
}
