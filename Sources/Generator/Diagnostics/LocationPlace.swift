/// The file and JSON path of a `SourceLocation`, linked to its parent's so
/// that reading a spec builds no path text: a spec has one value per few
/// bytes and almost none ever appears in a diagnostic, so the text of a
/// path such as `items[3].fields[0].name` is put together only when asked.
///
/// Immutable, so sharing one between copies of a location is safe; a copy
/// retains one reference instead of a file and a path string.
final class LocationPlace: Sendable {
    /// One step from the parent's path to this one.
    enum Step: Sendable {
        /// A whole path given as text, with no parent.
        case text(String)
        /// An object member's key.
        case key(String)
        /// An array element's position.
        case index(Int)
    }

    /// The path of the file, as the user gave it.
    let file: String
    let parent: LocationPlace?
    let step: Step

    init(file: String, jsonPath: String) {
        self.file = file
        parent = nil
        step = .text(jsonPath)
    }

    /// The place of the member `key` of the object at `parent`.
    init(parent: LocationPlace, key: String) {
        file = parent.file
        self.parent = parent
        step = .key(key)
    }

    /// The place of the element at `index` of the array at `parent`.
    init(parent: LocationPlace, index: Int) {
        file = parent.file
        self.parent = parent
        step = .index(index)
    }

    /// The JSON path from the document's root, empty for the root itself:
    /// `items[3].identity`, with keys that are not identifiers bracketed,
    /// `sections["my key"]`.
    var jsonPath: String {
        if parent == nil, case .text(let text) = step {
            return text
        }
        var places: [LocationPlace] = []
        var next: LocationPlace? = self
        while let place = next {
            places.append(place)
            next = place.parent
        }
        var path = ""
        for place in places.reversed() {
            switch place.step {
            case .text(let text):
                path = text
            case .index(let index):
                path += "[\(index)]"
            case .key(let key):
                path = Self.path(path, appendingKey: key)
            }
        }
        return path
    }

    private static func path(_ path: String, appendingKey key: String) -> String {
        let isIdentifier = !key.isEmpty && key.utf8.allSatisfy(isASCIIWordByte)
            && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(key.utf8.first ?? 0)
        if isIdentifier {
            return path.isEmpty ? key : "\(path).\(key)"
        }
        var escaped = ""
        for character in key {
            if character == "\\" || character == "\"" {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return "\(path)[\"\(escaped)\"]"
    }
}
