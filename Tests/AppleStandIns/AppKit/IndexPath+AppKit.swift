// Stand-in for AppKit's additions to IndexPath (declared by AppKit, not by
// Foundation): https://developer.apple.com/documentation/foundation/indexpath
// init(item:section:), item, section.

extension IndexPath {
    public init(item: Int, section: Int) { fatalError() }
    public var item: Int { fatalError() }
    public var section: Int { fatalError() }
}
