// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
// (init(collectionViewLayout:), init(nibName:bundle:), init(coder:),
// collectionView, collectionViewLayout). As with UITableViewController,
// Swift imports the methods of the protocols the class adopts as members
// of the class, so a subclass writes `override` on each data source and
// delegate method it implements. Every method of the
// UICollectionViewDataSource and UICollectionViewDelegate stand-ins is
// mirrored here with the protocol's signature and availability, and does
// what UIKit does when a data source or delegate lacks it;
// `AppleTypeCheckTests` fails on a protocol method left out.

/// `@MainActor class UICollectionViewController : UIViewController, UICollectionViewDelegate, UICollectionViewDataSource`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    private let layout: UICollectionViewLayout

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    /// `init(collectionViewLayout layout: UICollectionViewLayout)`
    @available(iOS 6.0, *)
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(nibname:bundle:)
    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    @available(iOS 6.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(coder:)
    /// `required init?(coder: NSCoder)`
    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    /// `var collectionView: UICollectionView! { get set }`: the controller's view.
    @available(iOS 6.0, *)
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionviewlayout
    /// `var collectionViewLayout: UICollectionViewLayout { get }`
    @available(iOS 7.0, *)
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    override func makeView() -> UIView {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        return collection
    }

    // MARK: Mirrored from UICollectionViewDataSource

    /// No items until a subclass says so.
    @available(iOS 6.0, *)
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass with items overrides it; UIKit raises an exception for a
    /// cell that was not dequeued.
    @available(iOS 6.0, *)
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("UICollectionViewController has no cell for an item: override collectionView(_:cellForItemAt:)")
    }

    /// One section.
    @available(iOS 6.0, *)
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit raises an exception when the layout asks for a supplementary
    /// view the data source cannot make.
    @available(iOS 8.0, tvOS 9.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        preconditionFailure("the data source does not implement collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
    }

    /// Every item moves where the data source implements moving.
    @available(iOS 9.0, tvOS 9.0, *)
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing: the collection view ignores attempts to reorder.
    @available(iOS 9.0, tvOS 9.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: Mirrored from UICollectionViewDelegate

    /// A tap does nothing.
    @available(iOS 6.0, *)
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Every item highlights when touched.
    @available(iOS 6.0, *)
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Every item can be selected.
    @available(iOS 6.0, *)
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// A selected item is deselected on a tap.
    @available(iOS 6.0, *)
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Nothing happens when an item is deselected.
    @available(iOS 6.0, *)
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Nothing happens before an item shows.
    @available(iOS 8.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Nothing happens after an item left the screen.
    @available(iOS 6.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// No menu.
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// An item goes where it is dragged.
    @available(iOS, introduced: 9.0, deprecated: 15.0)
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    /// An item goes where it is dragged.
    @available(iOS 15.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}
