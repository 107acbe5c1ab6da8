// Stand-in for ReactiveX/RxSwift RxSwift/Reactive.swift: the `rx` namespace
// that RxCocoa extends with UIKit bindings. Like the library, every NSObject
// has one.
import ObjectiveC

/// The `rx` extensions of a `Base`.
public struct Reactive<Base> {
    /// The object extended.
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }
}

/// A type with an `rx` namespace.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase

    /// The `rx` extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
