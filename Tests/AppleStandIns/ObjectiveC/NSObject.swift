// Stand-ins for https://developer.apple.com/documentation/objectivec/nsobject-swift.class
// and https://developer.apple.com/documentation/objectivec/nsobjectprotocol:
// the members the adapters use. Being named NSObject in a module named
// ObjectiveC matters: Swift treats a main-actor class whose superclass is
// that class as Sendable, as it does for UIKit's views on a Mac.

/// `protocol NSObjectProtocol`
public protocol NSObjectProtocol: AnyObject {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    /// `func responds(to aSelector: Selector!) -> Bool`
    func responds(to aSelector: Selector!) -> Bool

    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
    /// `func isEqual(_ object: Any?) -> Bool`
    func isEqual(_ object: Any?) -> Bool

    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
    /// `var hash: Int { get }`
    var hash: Int { get }
}

/// `class NSObject`: not isolated and not Sendable, as on a Mac.
open class NSObject: NSObjectProtocol, Hashable {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    public init() {}

    /// Whether the object implements a method for `aSelector`. The real one
    /// looks the method up in the Objective-C runtime; Linux has none, so
    /// this answers true, which is what a Mac answers for every method the
    /// adapters implement. An override decides for its own selectors.
    open func responds(to aSelector: Selector!) -> Bool { true }

    /// Identity, as NSObject's default.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSObject else { return false }
        return other === self
    }

    /// The object's address, as NSObject's default.
    open var hash: Int { ObjectIdentifier(self).hashValue }

    /// `isEqual(_:)`, as the ObjectiveC overlay defines `==`.
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

    /// `hash`, as the ObjectiveC overlay defines `hash(into:)`.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
