// Stand-in for https://developer.apple.com/documentation/uikit/uiresponder.

/// `@MainActor class UIResponder : NSObject`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/init()
    public override init() { super.init() }
}
