/// `did you mean "name"?` for the candidate closest to `name`, if one is close.
func didYouMean(_ name: String, among candidates: [String]) -> String? {
    suggestName(for: name, among: candidates).map { "did you mean \"\($0)\"?" }
}
