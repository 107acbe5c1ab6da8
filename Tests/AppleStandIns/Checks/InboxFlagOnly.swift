// A handler table of the row-action checks' own over the Inbox's items,
// compiled beside RowActionsCheck, AppKitRowActionsCheck and
// SwiftUIRowActionsCheck: a mail offers one caution action at its leading
// edge and nothing else, which no kind of the Inbox spec does.
import ItemizeRuntime

/// Actions over the Inbox's items: a mail's leading Flag, a caution action.
@MainActor
struct FlagOnly: RowActionTable {
    var flag: (Mail, InboxItem.ActionPlace) -> Void

    func actions(in menu: ActionMenu, for item: InboxItem, at place: InboxItem.ActionPlace) -> [RowAction] {
        guard menu == .leadingSwipe, case .mail(let mail) = item else { return [] }
        return [RowAction(name: "flag", title: "Flag", systemImage: "flag", style: .caution) { flag(mail, place) }]
    }

    func select(_ item: InboxItem, at place: InboxItem.ActionPlace) {}
}
