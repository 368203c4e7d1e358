import LifeQuizContent
import LifeQuizStorage

/// Writes cards in each format. Anki gets HTML fields with selectors in
/// `<code>`; CSV gets plain text; Markdown keeps its own markup.
public struct DeckWriter: Sendable {
  /// A language code or `both`: part of every GUID, so decks in different
  /// languages live side by side.
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
    }
  }

  /// A stable GUID: FNV-1a (64-bit) of the language and the card id.
  public func guid(_ card: Card) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "lifequiz/\(languageTag)/\(card.id)".utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return "lq" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  func tags(_ card: Card) -> [String] {
    ["lifequiz", "topic::\(card.topic)", "kind::\(card.kind)", "style::\(card.style ?? "any")", "lang::\(languageTag)"]
  }

  // MARK: - Anki

  func anki(_ cards: [Card]) -> String {
    var out =
      "#separator:tab\n#html:true\n#notetype:Basic\n#deck:lifequiz\n#deck column:2\n#tags column:5\n#guid column:1\n"
    for card in cards {
      let fields = [
        guid(card), "lifequiz::\(card.topic)", html(card.front), html(card.back), tags(card).joined(separator: " "),
      ]
      out += fields.joined(separator: "\t") + "\n"
    }
    return out
  }

  /// Lines to HTML: escaped text, `code` in `<code>`, **strong** in `<b>`,
  /// `- ` items as bullets, lines joined with `<br>`. No raw tab or newline
  /// survives, so every note is one line of the file.
  public func html(_ lines: [String]) -> String {
    lines.map { line in
      var text = line
      var prefix = ""
      if text.hasPrefix("- ") {
        prefix = "• "
        text = String(text.dropFirst(2))
      }
      return prefix
        + InlineSpan.parse(text).map { span in
          switch span {
          case .text(let plain): escape(plain)
          case .code(let code): "<code>\(escape(code))</code>"
          case .strong(let strong): "<b>\(escape(strong))</b>"
          case .emphasis(let emphasis): "<i>\(escape(emphasis))</i>"
          }
        }.joined()
    }.joined(separator: "<br>")
  }

  /// Works on UTF-8 bytes (every byte it replaces is ASCII), and returns
  /// the text itself when nothing needs escaping, as most spans do.
  func escape(_ text: String) -> String {
    let bytes = text.utf8
    guard bytes.contains(where: Self.needsEscape) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var previous: UInt8 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "&"): out += "&amp;".utf8
      case UInt8(ascii: "<"): out += "&lt;".utf8
      case UInt8(ascii: ">"): out += "&gt;".utf8
      case UInt8(ascii: "\""): out += "&quot;".utf8
      case UInt8(ascii: "\t"): out += "&#9;".utf8
      // CR LF is one line break.
      case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"): break
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): out += "<br>".utf8
      default: out.append(byte)
      }
      previous = byte
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "\t"),
      UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      true
    default: false
    }
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

  func quote(_ field: String) -> String {
    let needsQuotes = field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    guard needsQuotes else { return field }
    return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
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
