import ItemizeRuntime

/// UIKit's exception messages for rejected batch updates, in the words of
/// a table view ("row") or a collection view ("item").
///
/// Where UIKit's text is known from crash reports it is reproduced (without
/// the object addresses); where it is not, the message follows its style.
struct BatchUpdateWording {
    /// "row" or "item".
    let row: String
    /// "table view" or "collection view".
    let view: String

    init(tableView: Bool) {
        row = tableView ? "row" : "item"
        view = tableView ? "table view" : "collection view"
    }

    private var rows: String { row + "s" }
    private var aRow: String { row == "item" ? "an item" : "a row" }

    /// An index path as UIKit prints one, without its address.
    static func path(_ path: ItemPath) -> String {
        "({length = 2, path = \(path.section) - \(path.item)})"
    }

    private func error(_ message: String) -> BatchUpdateError {
        BatchUpdateError(message: message, isStrictRule: false)
    }

    // MARK: Sections

    func deleteSectionOutOfBounds(_ section: Int, count: Int) -> BatchUpdateError {
        error("attempt to delete section \(section), but there are only \(count) sections before the update")
    }

    func insertSectionOutOfBounds(_ section: Int, count: Int) -> BatchUpdateError {
        error("attempt to insert section \(section) but there are only \(count) sections after the update")
    }

    func moveSectionSourceOutOfBounds(_ section: Int, count: Int) -> BatchUpdateError {
        error("attempt to move section \(section), but there are only \(count) sections before the update")
    }

    func moveSectionDestinationOutOfBounds(_ from: Int, _ to: Int, count: Int) -> BatchUpdateError {
        error("attempt to move section \(from) to section \(to), but there are only \(count) sections after the update")
    }

    func sectionTwice(_ verb: String, _ section: Int) -> BatchUpdateError {
        error("attempt to \(verb) section \(section) twice")
    }

    func sectionMovedTwice(_ section: Int, to first: Int, and second: Int) -> BatchUpdateError {
        error("attempt to move section \(section) twice, to section \(first) and to section \(second)")
    }

    func twoSectionsMovedTo(_ section: Int, from first: Int, and second: Int) -> BatchUpdateError {
        error("attempt to move both section \(first) and section \(second) to section \(section)")
    }

    func deleteAndReloadSection(_ section: Int) -> BatchUpdateError {
        error("attempt to delete and reload the same section (\(section))")
    }

    func deleteAndMoveSection(_ section: Int) -> BatchUpdateError {
        error("attempt to perform a delete and a move from the same section (\(section))")
    }

    func insertAndMoveSection(_ section: Int) -> BatchUpdateError {
        error("attempt to perform an insert and a move to the same section (\(section))")
    }

    func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> BatchUpdateError {
        error(
            "Invalid update: invalid number of sections. The number of sections contained in the \(view) "
                + "after the update (\(after)) must be equal to the number of sections contained in the \(view) "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        )
    }

    // MARK: Items

    func deleteItemOutOfBounds(_ path: ItemPath, count: Int) -> BatchUpdateError {
        error(
            "attempt to delete \(row) \(path.item) from section \(path.section) which only contains \(count) "
                + "\(rows) before the update"
        )
    }

    func deleteItemSectionOutOfBounds(_ path: ItemPath, sectionCount: Int) -> BatchUpdateError {
        error(
            "attempt to delete \(row) \(path.item) from section \(path.section), but there are only "
                + "\(sectionCount) sections before the update"
        )
    }

    func reconfigureItemOutOfBounds(_ path: ItemPath, count: Int) -> BatchUpdateError {
        error(
            "attempt to reconfigure \(row) \(path.item) in section \(path.section) which only contains \(count) "
                + "\(rows) before the update"
        )
    }

    func reconfigureItemSectionOutOfBounds(_ path: ItemPath, sectionCount: Int) -> BatchUpdateError {
        error(
            "attempt to reconfigure \(row) \(path.item) in section \(path.section), but there are only "
                + "\(sectionCount) sections before the update"
        )
    }

    func insertItemOutOfBounds(_ path: ItemPath, count: Int) -> BatchUpdateError {
        error(
            "attempt to insert \(row) \(path.item) into section \(path.section), but there are only \(count) "
                + "\(rows) in section \(path.section) after the update"
        )
    }

    func insertItemSectionOutOfBounds(_ path: ItemPath, sectionCount: Int) -> BatchUpdateError {
        error(
            "attempt to insert \(row) \(path.item) into section \(path.section), but there are only "
                + "\(sectionCount) sections after the update"
        )
    }

    func moveSourceItemOutOfBounds(_ path: ItemPath, count: Int) -> BatchUpdateError {
        error(
            "attempt to move index path \(Self.path(path)) that does not exist - there are only \(count) \(rows) "
                + "in section \(path.section) before the update"
        )
    }

    func moveSourceSectionOutOfBounds(_ path: ItemPath, sectionCount: Int) -> BatchUpdateError {
        error(
            "attempt to move index path \(Self.path(path)) that does not exist - there are only \(sectionCount) "
                + "sections before the update"
        )
    }

    func moveDestinationItemOutOfBounds(_ from: ItemPath, _ to: ItemPath, count: Int) -> BatchUpdateError {
        error(
            "attempt to move index path \(Self.path(from)) to index path \(Self.path(to)) that does not exist - "
                + "there are only \(count) \(rows) in section \(to.section) after the update"
        )
    }

    func moveDestinationSectionOutOfBounds(_ from: ItemPath, _ to: ItemPath, sectionCount: Int) -> BatchUpdateError {
        error(
            "attempt to move index path \(Self.path(from)) to index path \(Self.path(to)) that does not exist - "
                + "there are only \(sectionCount) sections after the update"
        )
    }

    func itemTwice(_ verb: String, _ path: ItemPath) -> BatchUpdateError {
        let preposition = verb == "insert" ? "into" : verb == "reload" ? "in" : "from"
        return error("attempt to \(verb) \(row) \(path.item) \(preposition) section \(path.section) twice")
    }

    func itemMovedTwice(_ path: ItemPath, to first: ItemPath, and second: ItemPath) -> BatchUpdateError {
        error(
            "attempt to move index path \(Self.path(path)) twice, to index path \(Self.path(first)) and to "
                + "index path \(Self.path(second))"
        )
    }

    func twoItemsMovedTo(_ path: ItemPath, from first: ItemPath, and second: ItemPath) -> BatchUpdateError {
        error(
            "attempt to move both index path \(Self.path(first)) and index path \(Self.path(second)) to "
                + "index path \(Self.path(path))"
        )
    }

    func deleteAndReloadItem(_ path: ItemPath) -> BatchUpdateError {
        error("attempt to delete and reload the same index path \(Self.path(path))")
    }

    func deleteAndMoveItem(_ path: ItemPath) -> BatchUpdateError {
        error("attempt to perform a delete and a move from the same index path \(Self.path(path))")
    }

    func insertAndMoveItem(_ path: ItemPath) -> BatchUpdateError {
        error("attempt to perform an insert and a move to the same index path \(Self.path(path))")
    }

    func moveFromDeletedSection(_ section: Int) -> BatchUpdateError {
        error("cannot move \(aRow) from a deleted section (\(section))")
    }

    func moveIntoInsertedSection(_ section: Int) -> BatchUpdateError {
        error("cannot move \(aRow) into a newly inserted section (\(section))")
    }

    func itemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> BatchUpdateError {
        error(
            "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) contained "
                + "in an existing section after the update (\(after)) must be equal to the number of \(rows) "
                + "contained in that section before the update (\(before)), plus or minus the number of \(rows) "
                + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                + "minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, "
                + "\(movedOut) moved out)."
        )
    }

    // MARK: Uncommitted updates (a drop in progress)

    /// `reloadData()` while drop placeholders are shown. UIKit does not
    /// raise; it loses them. The words are Apple's, from
    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// and https://developer.apple.com/documentation/uikit/uicollectionview/hasuncommittedupdates.
    func reloadWithUncommittedUpdates() -> BatchUpdateError {
        guard view == "table view" else {
            return error(
                "reloadData() while the collection view has uncommitted updates: \"don't reload the collection "
                    + "view's data, as doing so deletes all placeholders and recreates items from the data source\"")
        }
        return error(
            "reloadData() while the table view has uncommitted updates, which forces the table to delete any "
                + "uncommitted changes: \"Don't call this method when the hasUncommittedUpdates property is true\"")
    }

    /// A batch while drop placeholders are shown: Apple's pages say to
    /// "avoid making any significant changes" then, without saying what
    /// happens, so only the strict rules reject it.
    func batchWithUncommittedUpdates() -> BatchUpdateError {
        BatchUpdateError(
            message: "a batch update while the \(view) has uncommitted updates (a drop in progress): "
                + "\"avoid making any significant changes\" until they are committed",
            isStrictRule: true)
    }

    /// A batch while the user moves the row picked up at `origin`.
    func batchDuringAnInteractiveMove(from origin: ItemPath) -> BatchUpdateError {
        BatchUpdateError(
            message: "a batch update while the user moves the row picked up at \(origin): when the move ends the "
                + "\(view) names it by that index path (\"The item's original index path\"), which this batch may "
                + "change",
            isStrictRule: true)
    }
}
