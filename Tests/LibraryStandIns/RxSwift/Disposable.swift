// Stand-in for ReactiveX/RxSwift RxSwift/Disposable.swift: what a
// subscription returns, which `disposed(by:)` puts in a bag.

/// A resource a subscription holds until it is disposed.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}
