// What the docs' snippets of the Inbox example take as given, beside the
// generated Examples/Inbox.swift: the classes its spec names, and the
// layouts and data source a snippet about section dispatch uses.
import ItemizeRuntime
import UIKit

public final class MailCell: UITableViewCell {
    func show(_ mail: Mail) {}
}

public final class SpinnerCell: UITableViewCell {
    func startSpinning() {}
}

public final class InboxHeaderView: UITableViewHeaderFooterView {
    func show(unread: Int) {}
}

public final class MailTileCell: UICollectionViewCell {
    func show(_ mail: Mail) {}
}

public final class InboxTileHeader: UICollectionReusableView {
    func show(unread: Int) {}
}

/// Where the row-behaviour snippets' actions change the mail.
@MainActor
final class MailStore {
    func toggleRead(_ id: Int) {}
    func delete(_ id: Int) {}
    func archive(_ id: Int) {}
}

/// The surroundings of a snippet marked `body in InboxGrid`: a
/// collection view's data source.
@MainActor
final class InboxGrid {
    let dataSource = CollectionViewDataSource<InboxSectionModel>(configureCell: { _, _, _ in UICollectionViewCell(frame: .zero) })
}

/// The app's own badge view, for a snippet that routes one kind itself.
@MainActor func badge(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "Badge", for: indexPath)
}

/// The app's layouts for each kind of section.
@MainActor func listLayout(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { row() }
@MainActor func gridLayout(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { row() }
@MainActor func spinnerLayout(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { row() }

@MainActor private func row() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
}
