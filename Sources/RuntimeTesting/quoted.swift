/// A value as a message quotes it: its description in double quotes.
func quoted(_ value: some Any) -> String {
    "\"\(String(describing: value))\""
}
