import QuizEngine

/// What `stats` draws bars with: block characters, or `#` and `.` where
/// the terminal may not show them.
struct ChartGlyphs: Equatable {
  /// A whole cell of a bar.
  let full: String
  /// A cell filled from the bottom, by eighths (1 to 7); empty in plain.
  let lowerEighths: [String]
  /// A cell filled from the left, by eighths (1 to 7); empty in plain.
  let leftEighths: [String]
  /// The rest of a horizontal bar, up to 100%.
  let track: String
  /// The foot of a day without reviews.
  let noData: String
  /// The foot of a day whose value is zero.
  let zero: String
  let axis: String
  /// Ends a label cut short.
  let ellipsis: String

  /// Steps in one cell.
  var levels: Int { lowerEighths.count + 1 }

  static let blocks = ChartGlyphs(
    full: "█", lowerEighths: ["▁", "▂", "▃", "▄", "▅", "▆", "▇"], leftEighths: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"],
    track: "░", noData: "·", zero: "▁", axis: "│", ellipsis: "…")

  static let plain = ChartGlyphs(
    full: "#", lowerEighths: [], leftEighths: [], track: ".", noData: ".", zero: "_", axis: "|", ellipsis: "~")

  /// Blocks unless `--color never`, `TERM=dumb`, or a character set that is
  /// not UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`, as the C library
  /// picks it; none set is the C locale).
  static func decide(_ choice: ColorChoice, environment: [String: String]) -> ChartGlyphs {
    switch choice {
    case .never: return .plain
    case .auto, .always: break
    }
    guard environment["TERM"] != "dumb" else { return .plain }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    // By bytes: String.contains(String) costs a tenth of a millisecond on its first use.
    let upper = String(
      decoding: locale.utf8.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 - 32 : $0 }, as: UTF8.self)
    return ByteSearch.contains(upper, "UTF-8") || ByteSearch.contains(upper, "UTF8") ? .blocks : .plain
  }
}
