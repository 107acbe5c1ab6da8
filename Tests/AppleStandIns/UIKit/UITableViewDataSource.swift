// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewdatasource.
// The first two methods are required; the others are `@objc optional` in
// UIKit and here requirements with a default that does what UIKit does
// when a data source lacks them. Each names its Objective-C selector, from
// the page's symbol identifier: UIKit checks for the method by that name
// with `responds(to:)` when the data source is set, and behaves
// differently when it is there (swipe-to-delete appears only with
// tableView:commitEditingStyle:forRowAtIndexPath:).

/// `@MainActor protocol UITableViewDataSource : NSObjectProtocol`
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    /// Required. `tableView:numberOfRowsInSection:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    /// Required. `tableView:cellForRowAtIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    /// Optional. `numberOfSectionsInTableView:`
    @available(iOS 2.0, *)
    func numberOfSections(in tableView: UITableView) -> Int

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    /// Optional. `tableView:titleForHeaderInSection:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    /// Optional. `tableView:titleForFooterInSection:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    /// Optional. `tableView:canEditRowAtIndexPath:`
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
    /// Optional. `tableView:canMoveRowAtIndexPath:`
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
    /// Optional. `sectionIndexTitlesForTableView:`. Unavailable on tvOS
    /// (the header's API_UNAVAILABLE(tvos)), which has no section index.
    @available(iOS 2.0, *) @available(tvOS, unavailable)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
    /// Optional. `tableView:sectionForSectionIndexTitle:atIndex:`
    @available(iOS 2.0, *) @available(tvOS, unavailable)
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    /// Optional. `tableView:commitEditingStyle:forRowAtIndexPath:`
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
    /// Optional. `tableView:moveRowAtIndexPath:toIndexPath:`
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// What UIKit does when a data source lacks an optional method.
extension UITableViewDataSource {
    /// "If you don't implement this method, the table configures the table with one section."
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// "If this method isn't implemented, all rows are assumed to be editable."
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// "By default, the reordering control is shown if the data source
    /// implements the tableView(_:moveRowAt:to:) method."
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// No section index.
    @available(tvOS, unavailable)
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section at the title's position.
    @available(tvOS, unavailable)
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Nothing: without the method UIKit offers no swipe-to-delete.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Nothing: without the method UIKit shows no reordering control.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
