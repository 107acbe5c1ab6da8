import ItemizeRuntime

/// The app's own ad struct, which Feed.itemize.json wraps as an external item.
public struct Ad: IdentifiableType, Equatable, Sendable {
    public var identity: Int
    public var advertiser: String

    public init(identity: Int, advertiser: String) {
        self.identity = identity
        self.advertiser = advertiser
    }
}
