// Negative control, type-checked with Examples/Targets/FeedDifferenceKit.swift
// and its app: sections of items that are not Differentiable, as the
// generated item enum would be without its conformance. ArraySection must
// reject them.
import DifferenceKit

nonisolated enum PlainItem: Equatable, Sendable {
    case one
}

typealias PlainSection = ArraySection<FeedSection, PlainItem>
