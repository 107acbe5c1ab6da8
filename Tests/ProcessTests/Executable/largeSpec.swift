/// A valid spec of `itemCount` item kinds (three fields each, every third
/// with a composite identity, every other with a cell) in ten sections, big
/// enough at 10,000 kinds that writing its output takes a while.
///
/// - Parameter header: The first section's header, so two specs of the same
///   size can give different code.
func largeSpec(itemCount: Int, header: String) -> String {
    var items: [String] = []
    for index in 0..<itemCount {
        let identity = index % 3 == 0 ? "[\"id\", \"rank\"]" : "\"id\""
        let cell = index % 2 == 0 ? ", \"cell\": \"Kind\(index)Cell\"" : ""
        items.append("""
                { "name": "Kind\(index)", "identity": \(identity)\(cell),
                  "fields": [ { "name": "id", "type": "String" }, { "name": "rank", "type": "Int" },
                              { "name": "title", "type": "String?" } ] }
            """)
    }
    var sections: [String] = []
    let sectionCount = 10
    for section in 0..<sectionCount {
        let kinds = stride(from: section, to: itemCount, by: sectionCount).map { "\"Kind\($0)\"" }
        let headerText = section == 0 ? header : "Section \(section)"
        sections.append("    { \"name\": \"section\(section)\", \"header\": \"\(headerText)\", \"items\": [\(kinds.joined(separator: ", "))] }")
    }
    return """
        {
          "enum": "LargeItem",
          "views": ["table"],
          "items": [
        \(items.joined(separator: ",\n"))
          ],
          "sections": [
        \(sections.joined(separator: ",\n"))
          ]
        }

        """
}
