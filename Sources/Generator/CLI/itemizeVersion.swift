/// The version `itemize --version` prints; the only place it is written.
let itemizeVersion = "0.1.0"
