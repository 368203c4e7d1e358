/// Reads a topic page: `---`, `title:` and `summary:` lines, `---`, then
/// the Markdown body.
enum FrontMatter {
  static let keys: Set<String> = ["title", "summary"]

  static func page(id: String, language: Language, text: String, file: String) throws(ContentError) -> TopicPage {
    let lines = text.lines
    guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") else {
      throw ContentError(file: file, key: "line 1", reason: "must start with front matter between '---' lines")
    }
    var fields: [String: String] = [:]
    for (offset, line) in lines[1..<end].enumerated() {
      guard let colon = line.firstIndex(of: ":") else {
        throw ContentError(file: file, key: "line \(offset + 2)", reason: "must be 'key: value'")
      }
      let key = String(line[..<colon]).trimmingSpaces
      guard keys.contains(key) else {
        throw ContentError(
          file: file, key: "line \(offset + 2)", reason: "has unknown key '\(key)'; use title or summary")
      }
      fields[key] = String(line[line.index(after: colon)...]).trimmingSpaces
    }
    for key in keys.sorted() where (fields[key] ?? "").isEmpty {
      throw ContentError(file: file, key: key, reason: "is missing from the front matter")
    }
    let body = lines[(end + 1)...].joined(separator: "\n")
    return TopicPage(
      id: id, language: language, title: fields["title"] ?? "", summary: fields["summary"] ?? "",
      body: body, file: file, bodyLine: end + 2)
  }
}

extension String {
  /// The text split at newlines, on UTF-8 bytes (much faster than by Character).
  var lines: [String] {
    utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
  }

  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" || text.last == "\r" { text = text.dropLast() }
    return String(text)
  }
}
