/// Keys the render model had and no longer has, each with what a copied
/// template tests instead, given the key's prefix (`cell`). A condition's
/// absent or empty value is false, so the flags that said whether a value
/// was there went; `docs/templates.md` lists the keys there are.
let removedTemplateKeys: [String: @Sendable (String) -> String] = [
    "hasListContent": { "test `\($0).listContent`, which is false without list content" },
    "hasSwitch": { "test `\($0).listContent.toggle`, which is false without a switch" },
    "hasSecondaryText": { "test `\($0).secondaryText`, which is empty without one" },
    "hasImage": { "test `\($0).imageLiteral` for an action, or `\($0).image` for list content; either is empty without one" },
    "hasTableHeaderView": { "test `\($0).tableHeaderView`, which is empty without one" },
    "hasTableFooterView": { "test `\($0).tableFooterView`, which is empty without one" },
    "hasCollectionHeaderView": { "test `\($0).collectionHeaderView`, which is empty without one" },
    "hasCollectionFooterView": { "test `\($0).collectionFooterView`, which is empty without one" },
    "hasViews": { "test `\($0).viewClasses`, which is empty without views" },
    "hasHeaderViews": { "test `\($0).headerViewClasses`, which is empty without header views" },
    "hasFooterViews": { "test `\($0).footerViewClasses`, which is empty without footer views" },
    "hasItemPath": { _ in "test `library.hasRuntimeSectionModel` (itemize and diffable), or read `library.pathType`" },
    "sectionItemsName": { "read `\($0).sectionItems`, the same name" },
    "hasView": { "test `\($0).viewClass`, which is empty without one" },
    "unselectableKinds": { _ in "loop over `kindSets`, whose `name` is `unselectableKinds` for `\"selectable\": false`" },
    "movableKinds": { _ in "loop over `kindSets`, whose `name` is `movableKinds` for `\"movable\": true`" },
    "undeletableKinds": { _ in "loop over `kindSets`, whose `name` is `undeletableKinds` for `\"deletable\": false`" },
]
