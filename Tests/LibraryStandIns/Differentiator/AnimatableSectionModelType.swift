// Stand-in for RxSwiftCommunity/RxDataSources Sources/Differentiator/AnimatableSectionModelType.swift.

/// A section the animated data sources can diff: identified, with
/// identified, equatable items.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {}
