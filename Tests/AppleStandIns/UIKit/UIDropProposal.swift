// Stand-ins for https://developer.apple.com/documentation/uikit/uidropproposal,
// https://developer.apple.com/documentation/uikit/uitableviewdropproposal and
// https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal:
// how a view would take a drop. None exists on tvOS.

/// `@MainActor class UIDropProposal : NSObject, NSCopying` (NSCopying left out)
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UIDropProposal: NSObject {
    /// https://developer.apple.com/documentation/uikit/uidropproposal/operation
    /// `var operation: UIDropOperation { get }`
    public let operation: UIDropOperation

    /// https://developer.apple.com/documentation/uikit/uidropproposal/init(operation:)
    /// `init(operation: UIDropOperation)`
    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

/// `@MainActor class UITableViewDropProposal : UIDropProposal`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UITableViewDropProposal: UIDropProposal {
    /// https://developer.apple.com/documentation/uikit/uitableviewdropproposal/intent-swift.enum
    public enum Intent: Int, Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewdropproposal/intent-swift.property
    /// `var intent: UITableViewDropProposal.Intent { get }`
    public let intent: Intent

    /// https://developer.apple.com/documentation/uikit/uitableviewdropproposal/init(operation:intent:)
    /// `convenience init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent)`
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// `init(operation: UIDropOperation)`, inherited: no intent.
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}

/// `@MainActor class UICollectionViewDropProposal : UIDropProposal`
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UICollectionViewDropProposal: UIDropProposal {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal/intent-swift.enum
    public enum Intent: Int, Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal/intent-swift.property
    /// `var intent: UICollectionViewDropProposal.Intent { get }`
    public let intent: Intent

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdropproposal/init(operation:intent:)
    /// `convenience init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent)`
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// `init(operation: UIDropOperation)`, inherited: no intent.
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}
