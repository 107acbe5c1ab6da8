// Stand-in for ReactiveX/RxSwift RxSwift/Disposables/DisposeBag.swift: the
// bag disposes what it holds when it is released, and `disposed(by:)` adds
// a subscription to it.

/// Disposes its subscriptions when it is released.
public final class DisposeBag {
    private var disposables: [Disposable] = []

    public init() {}

    /// Adds `disposable`, disposed with the bag.
    public func insert(_ disposable: Disposable) {
        disposables.append(disposable)
    }

    deinit {
        for disposable in disposables { disposable.dispose() }
    }
}

extension Disposable {
    /// Adds this subscription to `bag`.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
