/// `count` with `noun`, plural unless it is one: `1 item`, `3 items`.
func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
