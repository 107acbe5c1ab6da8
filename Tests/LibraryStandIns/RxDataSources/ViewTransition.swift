// Stand-in for RxSwiftCommunity/RxDataSources Sources/RxDataSources/ViewTransition.swift.

/// How an animated data source shows a new list.
public enum ViewTransition {
    /// Each changeset in its own batch update.
    case animated
    /// The whole view reloaded.
    case reload
}
