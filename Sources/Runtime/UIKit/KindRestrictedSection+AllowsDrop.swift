#if canImport(UIKit) && !os(watchOS)
    // Tables and collection views have no drag and drop on tvOS.
    #if !os(tvOS)
        extension KindRestrictedSection where Item: IdentifiableType, Item.Identity: KindedItem, Item.Identity.Kind == Item.Kind {
            /// Whether the section takes a drop of the rows of `identities`:
            /// it allows the kind of every one.
            ///
            /// - Complexity: O(*n*) for *n* identities.
            func allowsDrop(of identities: [Item.Identity]) -> Bool {
                // The set once, not per row: a generated `allowedKinds` builds it anew.
                let allowed = allowedKinds
                return identities.allSatisfy { allowed.contains($0.kind) }
            }
        }
    #endif
#endif
