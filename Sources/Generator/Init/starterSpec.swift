/// The spec `itemize init` writes: one section of a table or a collection
/// view with two kinds of rows drawn by UIKit's list content, so that it
/// names no class the app must write and generates and compiles as is.
/// Comments say what each key does, for a first reading.
///
/// - Parameters:
///   - fileName: The spec's file name, for the command in its comment.
///   - isCollection: A collection view's spec, else a table view's.
/// - Returns: The spec's text, ending in a line break.
func starterSpec(fileName: String, isCollection: Bool) -> String {
    let view = isCollection ? "collection" : "table"
    let outputName = outputFileName(forSpecPath: fileName)
    return """
        // A starter spec for itemize: one section of a \(view) view with two kinds
        // of rows, drawn by UIKit's list content, so there is no cell class to
        // write yet. Generate its Swift code with
        //   itemize generate \(fileName) --output \(outputName)
        // and see Itemize's docs/spec.md for every key. Comments and trailing
        // commas are allowed.
        {
          // The enum that wraps every kind of row. The section enum is named
          // after it (ListSection), with its model ListSectionModel.
          "enum": "ListItem",
          // The views the screens use: "table", "collection", or both; add
          // "swiftui" for SwiftUI's row views and lists.
          "views": ["\(view)"],
          "items": [
            // Each kind of row is a struct with these fields, told apart from
            // the others by its "identity" field.
            { "name": "Message", "identity": "id",
              "fields": [ { "name": "id", "type": "String" },
                          { "name": "title", "type": "String" },
                          { "name": "preview", "type": "String?" } ],
              // What the row shows, by field; or name a cell class of your
              // own with "cell".
              "content": { "text": "title", "secondaryText": "preview", "style": "subtitle" } },
            { "name": "Setting", "identity": "key",
              "fields": [ { "name": "key", "type": "String" },
                          { "name": "title", "type": "String" },
                          { "name": "isOn", "type": "Bool" } ],
              // A switch, whose changes the cells report to `toggleChanged`.
              "content": { "text": "title", "toggle": "isOn" } },
          ],
          "sections": [
            // "items" lists the kinds a section may hold; a "header" and a
            // "footer" are optional.
            { "name": "main", "header": "Inbox", "items": ["Message", "Setting"] },
          ],
        }

        """
}
