// Negative control for Checks/UIKitAdaptersCheck.swift: the data source as it
// was, reloading a view that has uncommitted updates instead of holding the
// update until the drop ends.

extension SectionedDataSource {
    // The mistake: the update shown at once, by a reload.
    func hold(_ update: Update) {
        storage = update.sections
        update.target.reloadData()
    }
}
