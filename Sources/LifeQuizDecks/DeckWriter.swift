import LifeQuizContent
import LifeQuizStorage

/// Writes cards in each format. Anki gets HTML fields with selectors in
/// `<code>`; CSV gets plain text; Markdown keeps its own markup.
public struct DeckWriter: Sendable {
  /// A language code or `both`, for the tags; not part of the GUIDs.
  public let languageTag: String

  public init(languageTag: String) {
    self.languageTag = languageTag
  }

  /// The deck as text; fails only if JSON would need a number that is not
  /// finite.
  public func write(_ cards: [Card], as format: DeckFormat) throws(JSONWriteError) -> String {
    switch format {
    case .anki: anki(cards)
    case .csv: csv(cards)
    case .markdown: markdown(cards)
    case .json: try json(cards).encoded()
    // A package is bytes (AnkiPackage); as text its notes read as Anki's text import.
    case .apkg: anki(cards)
    }
  }

  /// A stable GUID: FNV-1a (64-bit) of the card id, the same in every
  /// language, so a deck in another language updates the learner's notes in
  /// place (their review history kept) instead of adding a second set. The
  /// hash keeps the `en/` it always had, so English decks keep their GUIDs.
  public func guid(_ card: Card) -> String {
    var bytes: [UInt8] = []
    appendGUID(card, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `guid(card)` as bytes: `lq` and the hash in 16 hex digits.
  private func appendGUID(_ card: Card, to out: inout [UInt8]) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in ["lifequiz/", "en", "/", card.id] {
      for byte in part.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01B3
      }
    }
    out.append(UInt8(ascii: "l"))
    out.append(UInt8(ascii: "q"))
    for shift in stride(from: 60, through: 0, by: -4) {
      let digit = UInt8((hash >> UInt64(shift)) & 0xF)
      out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }

  func tags(_ card: Card) -> [String] {
    ["lifequiz", "topic::\(card.topic)", "kind::\(card.kind)", "style::\(card.style ?? "any")", "lang::\(languageTag)"]
  }

  // MARK: - Anki

  func anki(_ cards: [Card]) -> String {
    var out = Array(
      "#separator:tab\n#html:true\n#notetype:Basic\n#deck:lifequiz\n#deck column:2\n#tags column:5\n#guid column:1\n"
        .utf8)
    let tab = UInt8(ascii: "\t")
    for card in cards {
      appendGUID(card, to: &out)
      out.append(tab)
      out += "lifequiz::".utf8
      out += card.topic.utf8
      out.append(tab)
      appendHTML(card.front, to: &out)
      out.append(tab)
      appendHTML(card.back, to: &out)
      out.append(tab)
      for (number, tag) in tags(card).enumerated() {
        if number > 0 { out.append(UInt8(ascii: " ")) }
        out += tag.utf8
      }
      out.append(UInt8(ascii: "\n"))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Lines to HTML: escaped text, `code` in `<code>`, **strong** in `<b>`,
  /// `- ` items as bullets, lines joined with `<br>`. No raw tab or newline
  /// survives, so every note is one line of the file.
  public func html(_ lines: [String]) -> String {
    var out: [UInt8] = []
    appendHTML(lines, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `html(lines)` appended as bytes: a deck writes thousands of fields, so
  /// no field, span or escaped piece becomes a string of its own.
  private func appendHTML(_ lines: [String], to out: inout [UInt8]) {
    for (number, line) in lines.enumerated() {
      if number > 0 { out.append(contentsOf: Markup.lineBreak) }
      var line = line
      line.withUTF8 { whole in
        var bytes = whole[...]
        if bytes.starts(with: Markup.itemMarker) {
          out.append(contentsOf: Markup.bullet)
          bytes = bytes.dropFirst(2)
        }
        let text = UnsafeBufferPointer(rebasing: bytes)
        InlineSpan.scan(text) { kind, range in
          let span = UnsafeBufferPointer(rebasing: text[range])
          switch kind {
          case .text: appendEscaped(span, to: &out)
          case .code: appendTagged(Markup.code, span, to: &out)
          case .strong: appendTagged(Markup.strong, span, to: &out)
          case .emphasis: appendTagged(Markup.emphasis, span, to: &out)
          }
        }
      }
    }
  }

  private func appendTagged(
    _ tag: (open: [UInt8], close: [UInt8]), _ span: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]
  ) {
    out.append(contentsOf: tag.open)
    appendEscaped(span, to: &out)
    out.append(contentsOf: tag.close)
  }

  /// Every byte it replaces is ASCII, so UTF-8 sequences pass through whole;
  /// the bytes between replacements are copied as one run.
  private func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    var runStart = 0
    var previous: UInt8 = 0
    var index = 0
    while index < bytes.count {
      if index + 8 <= bytes.count, !Self.mayNeedEscape(ByteWord(bytes, at: index)) {
        index += 8
        previous = 0
        continue
      }
      let byte = bytes[index]
      defer {
        previous = byte
        index += 1
      }
      let replacement: [UInt8]
      switch byte {
      case UInt8(ascii: "&"): replacement = Markup.ampersand
      case UInt8(ascii: "<"): replacement = Markup.lessThan
      case UInt8(ascii: ">"): replacement = Markup.greaterThan
      case UInt8(ascii: "\""): replacement = Markup.quote
      case UInt8(ascii: "\t"): replacement = Markup.tab
      // CR LF is one line break.
      case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"): replacement = []
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): replacement = Markup.lineBreak
      default: continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      out.append(contentsOf: replacement)
      runStart = index + 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }

  /// False when no byte of the word is one `appendEscaped` replaces (the
  /// line breaks and the tab are below a space).
  private static func mayNeedEscape(_ word: ByteWord) -> Bool {
    word.containsByte(below: 0x20) || word.contains(UInt8(ascii: "&")) || word.contains(UInt8(ascii: "<"))
      || word.contains(UInt8(ascii: ">")) || word.contains(UInt8(ascii: "\""))
  }

  /// The HTML pieces, as bytes once.
  private enum Markup {
    static let lineBreak = Array("<br>".utf8)
    static let itemMarker = Array("- ".utf8)
    static let bullet = Array("• ".utf8)
    static let code = (open: Array("<code>".utf8), close: Array("</code>".utf8))
    static let strong = (open: Array("<b>".utf8), close: Array("</b>".utf8))
    static let emphasis = (open: Array("<i>".utf8), close: Array("</i>".utf8))
    static let ampersand = Array("&amp;".utf8)
    static let lessThan = Array("&lt;".utf8)
    static let greaterThan = Array("&gt;".utf8)
    static let quote = Array("&quot;".utf8)
    static let tab = Array("&#9;".utf8)
  }

  // MARK: - CSV

  /// RFC 4180: CRLF line ends, fields with commas, quotes or line breaks in
  /// double quotes, quotes doubled.
  func csv(_ cards: [Card]) -> String {
    cards.map { card in
      [plain(card.front), plain(card.back), tags(card).joined(separator: " ")].map(quote).joined(separator: ",")
    }.joined(separator: "\r\n") + "\r\n"
  }

  func plain(_ lines: [String]) -> String {
    lines.map { InlineSpan.parse($0).map(\.plain).joined() }.joined(separator: "\n")
  }

  /// Byte by byte: the characters that matter are ASCII, and reading the
  /// field as characters cost more than building the whole deck.
  func quote(_ field: String) -> String {
    let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), ret = UInt8(ascii: "\r")
    guard field.utf8.contains(where: { $0 == comma || $0 == quote || $0 == newline || $0 == ret }) else { return field }
    var bytes: [UInt8] = [quote]
    bytes.reserveCapacity(field.utf8.count + 8)
    for byte in field.utf8 {
      bytes.append(byte)
      if byte == quote { bytes.append(quote) }
    }
    bytes.append(quote)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Markdown

  /// Obsidian spaced-repetition cards: one section per topic with its deck
  /// tag, each card front, a line with `?`, then the back.
  func markdown(_ cards: [Card]) -> String {
    var out = "# lifequiz\n"
    var topics: [String] = []
    for card in cards where !topics.contains(card.topic) { topics.append(card.topic) }
    for topic in topics {
      out += "\n## \(topic)\n\n#flashcards/lifequiz/\(topic)\n"
      for card in cards where card.topic == topic {
        out += "\n" + card.front.joined(separator: "\n") + "\n?\n" + card.back.joined(separator: "\n") + "\n"
      }
    }
    return out
  }

  // MARK: - JSON

  func json(_ cards: [Card]) -> JSON {
    .object([
      "deck": "lifequiz",
      "language": .string(languageTag),
      "cards": .array(
        cards.map { card in
          .object([
            "id": .string(card.id), "guid": .string(guid(card)), "topic": .string(card.topic),
            "kind": .string(card.kind), "style": .optional(card.style), "front": .array(card.front.map(JSON.string)),
            "back": .array(card.back.map(JSON.string)), "tags": .array(tags(card).map(JSON.string)),
          ])
        }),
    ])
  }
}
