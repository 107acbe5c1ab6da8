/// Parses a spec file's bytes into a `JSONDocument` with locations.
///
/// Accepts standard JSON plus `//` and `/* */` comments, trailing commas in
/// arrays and objects, and a leading UTF-8 byte order mark.
///
/// - Parameters:
///   - bytes: The file's contents.
///   - file: The file's path as the user gave it, for locations.
/// - Returns: The root value.
/// - Throws: `DiagnosticError` with the first syntax error, located by line
///   and column (1-based, the column in UTF-8 bytes).
func parseJSON(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, file: file)
    do {
        let storage = try parser.parseDocument()
        return JSONDocument(file: file, storage: storage).value(0)
    } catch {
        throw DiagnosticError([error])
    }
}
