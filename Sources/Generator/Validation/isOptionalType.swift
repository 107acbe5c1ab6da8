/// Whether the Swift type `type` is optional: Swift reads it by Unicode scalars, and a last `?` makes it optional.
func isOptionalType(_ type: String) -> Bool {
    type.unicodeScalars.last == "?"
}
