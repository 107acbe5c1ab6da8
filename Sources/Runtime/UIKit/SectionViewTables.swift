#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Generated header and footer views for a `UITableView`
    /// (`FeedSection.TableHeaders`): one closure per section view the spec names.
    @MainActor
    public protocol TableHeaderTable: ReusableViewTable {}

    extension TableHeaderTable {
        /// Registers `viewClass` under `identifier`. Only a
        /// `UITableViewHeaderFooterView` compiles here: a table makes its
        /// header and footer views from the registered class.
        public static func register<View: UITableViewHeaderFooterView>(
            _ viewClass: View.Type, as identifier: String, in tableView: UITableView
        ) {
            tableView.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
        }
    }

    /// Generated header and footer views for a `UICollectionView`
    /// (`FeedSection.CollectionHeaders`), as supplementary views of the
    /// standard header and footer kinds.
    @MainActor
    public protocol CollectionHeaderTable: ReusableViewTable {
        /// The sections whose views the table makes, such as `FeedSection`.
        associatedtype HeaderSection

        /// The configured view of `section` for a supplementary view of
        /// `kind`, else an empty view.
        func view(
            ofKind kind: String, for section: HeaderSection, in collectionView: UICollectionView, at indexPath: IndexPath
        ) -> UICollectionReusableView
    }

    extension CollectionHeaderTable {
        /// Registers `viewClass` for supplementary views of `kind` under
        /// `identifier`. Only a `UICollectionReusableView` compiles here.
        public static func register<View: UICollectionReusableView>(
            _ viewClass: View.Type, ofKind kind: String, as identifier: String, in collectionView: UICollectionView
        ) {
            collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }

        /// Registers the empty view for the header and footer kinds, for
        /// sections that name no view of a kind.
        public static func registerEmptyViews(in collectionView: UICollectionView) {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collectionView.register(
                    UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: emptyIdentifier)
            }
        }

        /// The empty view a generated `view(ofKind:for:in:at:)` returns where
        /// the section has no view of `kind`; a debug build of the runtime
        /// names a kind other than header and footer, which the spec cannot
        /// describe and the app must make itself.
        ///
        /// - Complexity: O(1).
        public static func viewNotDescribed(
            ofKind kind: String, in collectionView: UICollectionView, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            if kind != UICollectionView.elementKindSectionHeader, kind != UICollectionView.elementKindSectionFooter {
                debugMessage(
                    "the layout asked for a supplementary view of kind \(kind) at \(indexPath), which is neither a header "
                        + "nor a footer; make it before calling \(Self.self)")
            }
            return emptyView(ofKind: kind, in: collectionView, at: indexPath)
        }

        /// The reuse identifier of the empty view.
        static var emptyIdentifier: String { "Itemize.emptySectionView" }
    }

    @available(iOS 14.0, tvOS 14.0, *)
    extension CollectionHeaderTable {
        /// A registration of supplementary views of `kind`. Its handler gets no
        /// section, only the kind and index path, so views are configured after
        /// they are dequeued instead.
        public static func registration<View: UICollectionReusableView>(
            ofKind kind: String
        ) -> UICollectionView.SupplementaryRegistration<View> {
            UICollectionView.SupplementaryRegistration(elementKind: kind) { _, _, _ in }
        }
    }
#endif
