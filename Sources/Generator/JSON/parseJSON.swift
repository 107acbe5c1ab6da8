/// Parses a spec's or config's bytes into a tree of located values, with
/// the extensions `JSONReader` accepts.
///
/// - Parameters:
///   - bytes: The file's contents.
///   - file: The file's path as the user gave it, for locations.
/// - Returns: The root value.
/// - Throws: `DiagnosticError` with the first syntax error, located by line
///   and column (1-based, the column in UTF-8 bytes).
func parseJSON(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> JSONValue {
    var reader = JSONReader(bytes: bytes, file: file)
    do {
        return try reader.readDocument()
    } catch {
        throw DiagnosticError([error])
    }
}
