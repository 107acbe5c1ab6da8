/// The spec of issue 39's budget: four kinds in a table and a collection
/// view, two of them with swipe actions, a context menu and a select
/// handler, in two sections.
let fourKindSpec = """
    {
      "enum": "ShopItem",
      "views": ["table", "collection"],
      "items": [
        { "name": "Product", "identity": "id", "tableCell": "ProductCell", "collectionCell": "ProductTile",
          "fields": [ { "name": "id", "type": "Int" }, { "name": "title", "type": "String" }, { "name": "price", "type": "Int" } ],
          "actions": { "trailingSwipe": [ { "name": "remove", "title": "Remove", "style": "destructive" } ],
                       "contextMenu": [ { "name": "share", "title": "Share", "image": "square.and.arrow.up" } ] },
          "selectable": true },
        { "name": "Offer", "identity": "code", "tableCell": "OfferCell", "collectionCell": "OfferTile",
          "fields": [ { "name": "code", "type": "String" }, { "name": "text", "type": "String" } ],
          "actions": { "leadingSwipe": [ { "name": "save", "title": "Save", "image": "bookmark" } ] } },
        { "name": "Notice", "identity": "id", "tableCell": "NoticeCell", "collectionCell": "NoticeTile",
          "fields": [ { "name": "id", "type": "Int" }, { "name": "message", "type": "String" } ] },
        { "name": "Spinner", "fields": [], "tableCell": "SpinnerCell", "collectionCell": "SpinnerTile" }
      ],
      "sections": [
        { "name": "shelf", "header": "Shop", "items": ["Product", "Offer", "Notice"] },
        { "name": "loading", "items": ["Spinner"] }
      ]
    }
    """
