import LifeQuizPlatform

/// Reads a topic page: `---`, `title:` and `summary:` lines, `---`, then
/// the Markdown body.
enum FrontMatter {
  static let keys: Set<String> = ["title", "summary"]

  static func page(id: String, language: Language, text: String, file: String) throws(ContentError) -> TopicPage {
    // Only the front matter is split into lines; the body stays one slice.
    let bytes = Array(text.utf8)
    var lines: [String] = []
    var start = 0
    var bodyStart: Int?
    while start <= bytes.count, bodyStart == nil {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let line = String(decoding: bytes[start..<end], as: UTF8.self)
      if lines.isEmpty && line != "---" { break }
      if !lines.isEmpty && line == "---" { bodyStart = min(end + 1, bytes.count) }
      lines.append(line)
      start = end + 1
    }
    guard let bodyStart else {
      throw ContentError(file: file, key: "line 1", reason: "must start with front matter between '---' lines")
    }
    var fields: [String: String] = [:]
    for (offset, line) in lines.dropFirst().dropLast().enumerated() {
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
    return TopicPage(
      id: id, language: language, title: fields["title"] ?? "", summary: fields["summary"] ?? "",
      body: String(decoding: bytes[bodyStart...], as: UTF8.self), file: file, bodyLine: lines.count + 1)
  }
}

extension String {
  /// The text split at newlines, on UTF-8 bytes (much faster than by Character).
  var lines: [String] {
    pieces(splitAt: UInt8(ascii: "\n"), keepingEmpty: true)
  }

  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" || text.last == "\r" { text = text.dropLast() }
    return String(text)
  }
}
