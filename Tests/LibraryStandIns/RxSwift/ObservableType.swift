// Stand-in for ReactiveX/RxSwift RxSwift/ObservableType.swift and
// Observable.swift, with `map` of Observables/Map.swift: a sequence of
// elements an app subscribes to. The library subscribes an `ObserverType`;
// here a closure of events stands for it, which is the shape of the
// library's `subscribe(_:)` convenience. Bodies are not modelled.

/// A sequence of `Element`s over time.
public protocol ObservableType {
    /// The type of the sequence's elements.
    associatedtype Element

    /// Subscribes `on` to the sequence's events.
    func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable
}

/// A type-erased `ObservableType`.
open class Observable<Element>: ObservableType {
    public init() {}

    open func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable { fatalError() }
}

extension ObservableType {
    /// The sequence of each element transformed.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> { fatalError() }
}
