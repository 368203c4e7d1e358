import LifeQuizContent
import LifeQuizPlatform
import LifecycleCore

/// Renders the Markdown subset for a terminal: wrapped by display width, so
/// Hangul wraps and tables align; styled only when the palette is on.
struct MarkdownTerminalRenderer {
  let palette: Palette
  let width: Int
  /// Renders an embedded ```trace block.
  let trace: (TraceReference, Set<TimelineEntry.Kind>) -> String
  /// The generated table of callbacks for a ```callbacks block.
  var callbackTable: () -> MarkdownBlock? = { nil }

  func render(_ blocks: [MarkdownBlock]) -> String {
    var out: [String] = []
    for block in blocks {
      switch block {
      case .heading(let level, let text):
        let lines = wrap(text, width: width, firstIndent: "", indent: "")
        let longest = lines.map(DisplayWidth.of).max() ?? 0
        let rule = String(repeating: level == 1 ? "═" : "─", count: min(width, longest))
        let heading = lines.map(palette.bold).joined(separator: "\n")
        out.append(level <= 2 ? heading + "\n" + palette.dim(rule) : heading)
      case .paragraph(let text):
        out.append(wrap(text, width: width, firstIndent: "", indent: "").joined(separator: "\n"))
      case .list(let ordered, let items):
        var lines: [String] = []
        for (number, item) in items.enumerated() {
          let marker = ordered ? "\(number + 1). " : "• "
          let indent = String(repeating: " ", count: DisplayWidth.of(marker) + 2)
          lines += wrap(item, width: width, firstIndent: "  " + marker, indent: indent)
        }
        out.append(lines.joined(separator: "\n"))
      case .code(let text):
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
          Self.wrapCode(String($0), width: width - 4)
        }
        out.append(lines.map { "    " + palette.dim($0) }.joined(separator: "\n"))
      case .trace(let reference, _, let show):
        out.append(trace(reference, show))
      case .table(let header, let rows):
        out.append(table(header: header, rows: rows))
      case .callbackTable:
        if case .table(let header, let rows)? = callbackTable() { out.append(table(header: header, rows: rows)) }
      }
    }
    return out.joined(separator: "\n\n") + "\n"
  }

  // MARK: - Inline text

  private struct Word {
    let text: String
    let styled: String
    let joinsPrevious: Bool
    /// Columns `text` takes, counted once.
    let width: Int
  }

  private func words(_ text: String) -> [Word] {
    var words: [Word] = []
    var pendingSpace = false
    for span in InlineSpan.parse(text) {
      for (index, word) in span.plain.pieces(splitAt: UInt8(ascii: " "), keepingEmpty: true).enumerated() {
        if index > 0 { pendingSpace = true }
        guard !word.isEmpty else { continue }
        words.append(
          Word(
            text: word, styled: style(word, as: span), joinsPrevious: !pendingSpace && !words.isEmpty,
            width: DisplayWidth.of(word)))
        pendingSpace = false
      }
    }
    return words
  }

  private func style(_ text: String, as span: InlineSpan) -> String {
    switch span {
    case .text: text
    case .code: palette.cyan(text)
    case .strong: palette.bold(text)
    case .emphasis: palette.yellow(text)
    }
  }

  private func inline(_ text: String) -> [String] {
    words(text).enumerated().map { index, word in (index > 0 && !word.joinsPrevious ? " " : "") + word.styled }
  }

  /// Greedy wrap by display width. Words glued together (`code` and its
  /// punctuation) wrap as one unit, split at the glue only when the unit is
  /// wider than a whole line.
  func wrap(_ text: String, width: Int, firstIndent: String, indent: String) -> [String] {
    var units: [[Word]] = []
    for word in words(text) {
      if word.joinsPrevious, !units.isEmpty { units[units.count - 1].append(word) } else { units.append([word]) }
    }
    var lines: [String] = []
    var line = firstIndent
    var lineWidth = DisplayWidth.of(firstIndent)
    var lineHasWords = false
    func breakLine() {
      lines.append(line)
      line = indent
      lineWidth = DisplayWidth.of(indent)
      lineHasWords = false
    }
    for unit in units {
      let unitWidth = unit.reduce(0) { $0 + $1.width }
      if lineHasWords && lineWidth + 1 + unitWidth > width { breakLine() }
      for (index, word) in unit.enumerated() {
        let gap = lineHasWords && index == 0 ? 1 : 0
        if lineHasWords && lineWidth + gap + word.width > width { breakLine() }
        let spaced = lineHasWords && index == 0
        if spaced { line.append(" ") }
        line.append(word.styled)
        lineWidth += (spaced ? 1 : 0) + word.width
        lineHasWords = true
      }
    }
    lines.append(line)
    return lines
  }

  // MARK: - Code

  /// A code line wider than `width` breaks at its last space that fits and
  /// continues four columns deeper than its own indent, as Swift code does; a
  /// single token too long for any line stays whole.
  static func wrapCode(_ line: String, width: Int) -> [String] {
    let indent = line.prefix { $0 == " " }.count
    let continuation = String(repeating: " ", count: indent + 4)
    var lines: [String] = []
    var current = line
    var start = indent
    while DisplayWidth.of(current) > width, let cut = codeBreak(in: current, after: start, width: width) {
      var head = String(current[..<cut])
      while head.hasSuffix(" ") { head.removeLast() }
      lines.append(head)
      current = continuation + current[cut...].drop { $0 == " " }
      start = continuation.count
    }
    lines.append(current)
    return lines
  }

  /// The last space past `start` that keeps the text before it within `width`,
  /// or else the first space after the over-long token; nil without a space.
  private static func codeBreak(in line: String, after start: Int, width: Int) -> String.Index? {
    var columns = 0
    var fitting: String.Index?
    for (offset, index) in zip(0..., line.indices) {
      if line[index] == " " && offset > start {
        if columns <= width {
          fitting = index
        } else {
          return fitting ?? index
        }
      }
      columns += DisplayWidth.of(String(line[index]))
    }
    return fitting
  }

  // MARK: - Tables

  private func table(header: [String], rows: [[String]]) -> String {
    let plain = { (cell: String) in InlineSpan.parse(cell).map(\.plain).joined() }
    let columns = header.count
    let body = rows.map { row in (0..<columns).map { $0 < row.count ? row[$0] : "" } }
    var widths = header.map { DisplayWidth.of(plain($0)) }
    for row in body {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(plain(cell))) }
    }
    // Narrow the widest column that can still give, wrapping its cells, until
    // the table fits. No column gets narrower than its longest word.
    var floors = Array(repeating: 1, count: columns)
    for row in [header] + body {
      for (column, cell) in row.enumerated() {
        let longest = words(cell).map { DisplayWidth.of($0.text) }.max() ?? 1
        floors[column] = max(floors[column], min(longest, widths[column]))
      }
    }
    let available = width - 2 - 2 * (columns - 1)
    while widths.reduce(0, +) > available,
      let widest = widths.indices.filter({ widths[$0] > max(12, floors[$0]) }).max(by: { widths[$0] < widths[$1] })
    {
      widths[widest] -= 1
    }
    guard widths.reduce(0, +) <= available else { return stackedTable(header: header, rows: rows) }
    func lines(_ cells: [String], bold: Bool) -> [String] {
      let wrapped = cells.enumerated().map { column, cell in
        wrap(cell, width: widths[column], firstIndent: "", indent: "").map { bold ? palette.bold($0) : $0 }
      }
      let height = wrapped.map(\.count).max() ?? 1
      return (0..<height).map { line in
        var text = "  "
        for column in 0..<columns {
          let piece = line < wrapped[column].count ? wrapped[column][line] : ""
          let last = column == columns - 1
          text +=
            last ? piece : piece + String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(piece)) + 2)
        }
        return text.trimmingTrailingSpaces
      }
    }
    var out = lines(header, bold: true)
    out.append("  " + palette.dim(String(repeating: "─", count: widths.reduce(0, +) + 2 * (columns - 1))))
    for row in body { out += lines(row, bold: false) }
    return out.joined(separator: "\n")
  }

  /// Too wide for the terminal: each row as "header: value" lines.
  private func stackedTable(header: [String], rows: [[String]]) -> String {
    rows.map { row in
      zip(header, row).enumerated().flatMap { index, pair in
        wrap(
          "**\(pair.0):** \(pair.1)", width: width, firstIndent: index == 0 ? "  • " : "    ", indent: "      ")
      }.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
