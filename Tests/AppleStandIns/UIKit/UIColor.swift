// Stand-in for https://developer.apple.com/documentation/uikit/uicolor: a
// colour by its name; the stand-in draws nothing.

/// `class UIColor : NSObject`
@available(iOS 2.0, tvOS 9.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour's name, such as `systemRed`.
    public let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/systemred
    /// `class var systemRed: UIColor { get }`
    @available(iOS 13.0, tvOS 13.0, *)
    open class var systemRed: UIColor { UIColor(name: "systemRed") }
}
