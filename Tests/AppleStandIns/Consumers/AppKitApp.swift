// A macOS screen over the generated Examples/Settings.swift (whose UIKit
// part is off here): items made by the app, typed selection.
import AppKit
import ItemizeRuntime

@MainActor
final class SettingsGrid {
    let collectionView = NSCollectionView(frame: .zero)
    let dataSource = CollectionViewDataSource<SettingsGroupModel>(makeItem: { collectionView, indexPath, item in
        collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier(item.kind.reuseIdentifier), for: indexPath)
    })

    init() {
        for kind in SettingsRow.Kind.allCases {
            collectionView.register(
                NSCollectionViewItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier(kind.reuseIdentifier))
        }
        collectionView.dataSource = dataSource
        dataSource.apply(
            [.general([.toggle(ToggleRow(key: "wifi", title: "Wi-Fi", isOn: true))])],
            to: collectionView)
    }

    func selectedToggle(at indexPath: IndexPath) -> ToggleRow? {
        dataSource.item(at: indexPath)?.toggle
    }
}
