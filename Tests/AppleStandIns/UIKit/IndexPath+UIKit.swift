// Stand-in for UIKit's additions to IndexPath (declared by UIKit, not by
// Foundation): https://developer.apple.com/documentation/foundation/indexpath
// init(row:section:), init(item:section:), row, item, section.

extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var row: Int { fatalError() }
    public var item: Int { fatalError() }
    public var section: Int { fatalError() }
}
