/// `--format text|json`, for the commands that print either.
enum DataFormat: String, CaseIterable, Sendable {
  case text, json
}
