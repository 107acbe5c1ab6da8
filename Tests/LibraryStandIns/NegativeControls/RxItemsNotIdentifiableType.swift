// Negative control, type-checked with Examples/Targets/FeedRxDataSources.swift
// and its app: sections of items that are Identifiable but not
// RxDataSources' IdentifiableType, as the generated item enum would be
// without its conformance. AnimatableSectionModel must reject them.
import RxDataSources

nonisolated enum PlainItem: Identifiable, Equatable, Sendable {
    case one
    var id: Int { 1 }
}

typealias PlainSectionModel = AnimatableSectionModel<FeedSection, PlainItem>
