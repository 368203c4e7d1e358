import LifecycleCore

/// Parses the supported Markdown subset into blocks, and reports anything
/// outside it with its line number instead of guessing.
public struct MarkdownParser: Sendable {
  public struct Problem: Hashable, Sendable {
    public let line: Int
    public let message: String
  }

  public init() {}

  /// `firstLine` is the body's line number in its file, for messages.
  public func parse(_ text: String, firstLine: Int = 1) -> (blocks: [MarkdownBlock], problems: [Problem]) {
    let lines = text.lines
    var blocks: [MarkdownBlock] = []
    var problems: [Problem] = []
    var index = 0
    func problem(_ message: String, at offset: Int) {
      problems.append(Problem(line: firstLine + offset, message: message))
    }
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty {
        index += 1
        continue
      }
      if trimmed.hasPrefix("```") {
        let info = String(trimmed.dropFirst(3)).trimmingSpaces
        let start = index
        var body: [String] = []
        index += 1
        while index < lines.count && lines[index].trimmingSpaces != "```" {
          body.append(lines[index])
          index += 1
        }
        if index == lines.count { problem("code block is never closed with ```", at: start) }
        index += 1
        if info == "callbacks" {
          blocks.append(.callbackTable)
        } else if info == "trace" {
          let (fields, layers) = traceLayers(body)
          if case .failure(let unknown) = layers {
            problem(
              "'show: \(unknown.word)' is not a layer; use \(TraceLayers.names.joined(separator: ", "))", at: start)
          } else if let reference = traceReference(fields), case .success(let show) = layers {
            blocks.append(.trace(reference, line: firstLine + start, show: show))
          } else {
            problem(
              "a trace block holds 'scenario: <id>' (and 'focus: <step>'), or 'style: scene|app' and 'events: <event> ...', and optionally 'show: vc,notifications,swiftui|all'",
              at: start)
          }
        } else {
          blocks.append(.code(body.joined(separator: "\n")))
        }
        continue
      }
      if let level = headingLevel(trimmed) {
        if level > 3 { problem("headings go down to ### only", at: index) }
        blocks.append(.heading(level: level, text: String(trimmed.drop { $0 == "#" }).trimmingSpaces))
        index += 1
        continue
      }
      if trimmed.hasPrefix("|") {
        var rows: [[String]] = []
        let start = index
        while index < lines.count && lines[index].trimmingSpaces.hasPrefix("|") {
          rows.append(cells(lines[index].trimmingSpaces))
          index += 1
        }
        guard rows.count >= 2, rows[1].allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } && !$0.isEmpty }) else {
          problem("a table needs a header row and a '|---|' separator row", at: start)
          continue
        }
        let header = rows[0]
        let body = Array(rows.dropFirst(2))
        if body.contains(where: { $0.count != header.count }) {
          problem("every table row needs \(header.count) cells", at: start)
        }
        blocks.append(.table(header: header, rows: body))
        continue
      }
      if let marker = listMarker(line) {
        var items: [String] = []
        while index < lines.count, let item = listMarker(lines[index]), item.ordered == marker.ordered {
          var text = item.text
          index += 1
          while index < lines.count, lines[index].hasPrefix("  "), !lines[index].trimmingSpaces.isEmpty {
            if listMarker(lines[index].trimmingSpaces) != nil {
              problem("nested lists are not supported", at: index)
            }
            text += " " + lines[index].trimmingSpaces
            index += 1
          }
          items.append(text)
        }
        blocks.append(.list(ordered: marker.ordered, items: items))
        continue
      }
      if let message = unsupported(line) { problem(message, at: index) }
      var paragraph = [trimmed]
      index += 1
      while index < lines.count {
        let next = lines[index].trimmingSpaces
        if next.isEmpty || next.hasPrefix("```") || next.hasPrefix("|") || headingLevel(next) != nil
          || listMarker(lines[index]) != nil
        {
          break
        }
        if let message = unsupported(lines[index]) { problem(message, at: index) }
        paragraph.append(next)
        index += 1
      }
      blocks.append(.paragraph(paragraph.joined(separator: " ")))
    }
    for (offset, line) in lines.enumerated() where line.containsText("](") || line.containsText("<http") {
      problem("links are not supported; name the page in text ('lifequiz explain <topic>')", at: offset)
    }
    return (blocks, problems)
  }

  private func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard hashes > 0, line.dropFirst(hashes).first == " " else { return nil }
    return hashes
  }

  private func listMarker(_ line: String) -> (ordered: Bool, text: String)? {
    if line.hasPrefix("- ") { return (false, String(line.dropFirst(2)).trimmingSpaces) }
    let digits = line.prefix { $0.isNumber }
    if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
      return (true, String(line.dropFirst(digits.count + 2)).trimmingSpaces)
    }
    return nil
  }

  private func cells(_ line: String) -> [String] {
    var inner = Substring(line)
    if inner.first == "|" { inner = inner.dropFirst() }
    if inner.last == "|" { inner = inner.dropLast() }
    return inner.split(separator: "|", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
  }

  private func unsupported(_ line: String) -> String? {
    let trimmed = line.trimmingSpaces
    if trimmed.hasPrefix(">") { return "block quotes are not supported" }
    if trimmed.hasPrefix("<") { return "HTML is not supported" }
    if trimmed.hasPrefix("* ") || trimmed.hasPrefix("+ ") { return "use '- ' for list items" }
    if line.hasPrefix("    ") { return "indented code is not supported; use a ``` block" }
    if trimmed == "---" || trimmed == "***" || trimmed.hasPrefix("===") {
      return "rules and underlined headings are not supported"
    }
    if trimmed.containsText("![") { return "images are not supported" }
    return nil
  }

  /// The block's lines without `show:`, and the layers `show:` names.
  private func traceLayers(_ body: [String]) -> ([String], Result<Set<TimelineEntry.Kind>, TraceLayers.UnknownLayer>) {
    var rest: [String] = []
    var layers: Result<Set<TimelineEntry.Kind>, TraceLayers.UnknownLayer> = .success([])
    for line in body {
      let trimmed = line.trimmingSpaces
      if trimmed.hasPrefix("show:") {
        layers = TraceLayers.parse(String(trimmed.dropFirst("show:".count)))
      } else {
        rest.append(line)
      }
    }
    return (rest, layers)
  }

  private func traceReference(_ body: [String]) -> TraceReference? {
    var fields: [String: String] = [:]
    for line in body where !line.trimmingSpaces.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      fields[String(line[..<colon]).trimmingSpaces] = String(line[line.index(after: colon)...]).trimmingSpaces
    }
    if let scenario = fields["scenario"], fields.keys.allSatisfy({ $0 == "scenario" || $0 == "focus" }) {
      guard let focusText = fields["focus"] else { return .scenario(scenario, focus: nil) }
      guard let focus = Int(focusText), focus > 0 else { return nil }
      return .scenario(scenario, focus: focus)
    }
    if let events = fields["events"], fields.keys.allSatisfy({ $0 == "events" || $0 == "style" }),
      let style = AppStyle(rawValue: fields["style"] ?? "scene")
    {
      return .events(style: style, events: events.split(separator: " ").map(String.init))
    }
    return nil
  }
}
