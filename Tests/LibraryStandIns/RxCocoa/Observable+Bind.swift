// Stand-in for ReactiveX/RxSwift RxCocoa/Common/Observable+Bind.swift: the
// binder form of `bind(to:)`, which `rx.items(dataSource:)` is given to.
import RxSwift

extension ObservableType {
    /// Subscribes the sequence with `binder`, as the library does.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }
}
