// Stand-ins for https://developer.apple.com/documentation/uikit/uiimage
// (SF Symbols by name) and https://developer.apple.com/documentation/uikit/uiimageview,
// which a cell's `imageView` is.

/// `class UIImage : NSObject`: an image by its symbol name; the stand-in
/// draws nothing and knows every name.
@available(iOS 2.0, tvOS 9.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// The symbol's name.
    public let symbolName: String

    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    /// `convenience init?(systemName name: String)`: nil for a name the
    /// system does not have; the stand-in has them all.
    @available(iOS 13.0, tvOS 13.0, *)
    public init?(systemName name: String) {
        symbolName = name
        super.init()
    }
}

/// `@MainActor class UIImageView : UIView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    /// `var image: UIImage? { get set }`
    open var image: UIImage?
}
