// Stand-in for ReactiveX/RxSwift RxSwift/Event.swift: the event an observer
// is given, which RxDataSources' animated data sources take in
// `tableView(_:observedEvent:)`. Only what that method reads.

/// A sequence's event: an element, an error, or its end.
@frozen public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence ended with an error.
    case error(Swift.Error)
    /// The sequence ended.
    case completed
}
