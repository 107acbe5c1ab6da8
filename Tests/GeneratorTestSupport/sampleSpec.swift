/// A small valid spec: two item kinds, two sections; for `target` when
/// given, else for the spec's default target.
public func sampleSpec(enumName: String = "TodoItem", target: String? = nil) -> String {
    """
    {
      "enum": "\(enumName)",\(target.map { #" "target": "\#($0)","# } ?? "")
      "views": ["table"],
      "items": [
        { "name": "Task", "identity": "id",
          "fields": [ { "name": "id", "type": "String" }, { "name": "title", "type": "String" } ],
          "cell": "TaskCell" },
        { "name": "Divider", "identity": "id", "fields": [ { "name": "id", "type": "Int" } ] }
      ],
      "sections": [
        { "name": "today", "header": "Today", "items": ["Task", "Divider"] },
        { "name": "later", "items": ["Task"] }
      ]
    }

    """
}

/// A spec with an error on line 3: `identity` names no field.
public let brokenSpec = """
    {
      "enum": "BrokenItem",
      "items": [ { "name": "Task", "identity": "missing", "fields": [ { "name": "id", "type": "String" } ] } ],
      "sections": [ { "name": "main", "items": ["Task"] } ]
    }

    """
