/// Bars for `stats`, measured in terminal columns: columns for a run of
/// days, and rows of labelled bars.
struct BarChart {
  let glyphs: ChartGlyphs
  let palette: Palette

  /// One column per value, `height` cells tall, scaled so `maximum` fills
  /// it; nil is a day without data. Each line is `labels.top` or
  /// `labels.bottom` (or blanks) right-aligned in `gutter` columns, the axis
  /// and the bars, and the lines have no trailing spaces.
  func columns(
    _ values: [Int?], maximum: Int, height: Int, columnWidth: Int, gutter: Int, labels: (top: String, bottom: String)
  ) -> [String] {
    let steps = height * glyphs.levels
    let filled = values.map { value -> Int? in
      guard let value else { return nil }
      guard value > 0 else { return 0 }
      // Rounded to the nearest step; any value above zero shows.
      return min(steps, max(1, (value * steps * 2 + maximum) / (2 * max(1, maximum))))
    }
    let gap = String(repeating: " ", count: max(0, columnWidth - 1))
    return (0..<height).reversed().map { row in
      let label = row == height - 1 ? labels.top : row == 0 ? labels.bottom : ""
      var bars = ""
      for cell in filled {
        bars += glyph(filled: cell, row: row) + gap
      }
      let line =
        "  " + String(repeating: " ", count: max(0, gutter - DisplayWidth.of(label))) + label + " "
        + glyphs.axis + palette.cyan(Self.trimmingTrailingSpaces(bars))
      return Self.trimmingTrailingSpaces(line)
    }
  }

  private func glyph(filled: Int?, row: Int) -> String {
    guard let filled else { return row == 0 ? glyphs.noData : " " }
    if filled == 0 { return row == 0 ? glyphs.zero : " " }
    let inCell = filled - row * glyphs.levels
    if inCell >= glyphs.levels { return glyphs.full }
    if inCell <= 0 { return " " }
    return glyphs.lowerEighths[inCell - 1]
  }

  /// A bar `width` columns wide for `part` of `whole`, on a track to the
  /// end when `track` is set.
  func bar(_ part: Int, of whole: Int, width: Int, track: Bool) -> String {
    let width = max(0, width)
    let steps = width * glyphs.levels
    let filled = whole <= 0 ? 0 : min(steps, (max(0, part) * steps * 2 + whole) / (2 * whole))
    var cells = String(repeating: glyphs.full, count: filled / glyphs.levels)
    var used = filled / glyphs.levels
    if filled % glyphs.levels > 0 {
      cells += glyphs.leftEighths[filled % glyphs.levels - 1]
      used += 1
    }
    let rest = track ? palette.dim(String(repeating: glyphs.track, count: width - used)) : ""
    return palette.cyan(cells) + rest
  }

  /// Text cut to `width` columns, ending with the ellipsis when cut, then
  /// padded to exactly `width`: a wide character never straddles the edge.
  func fit(_ text: String, to width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return DisplayWidth.pad(text, to: width) }
    let room = width - DisplayWidth.of(glyphs.ellipsis)
    var kept = ""
    var used = 0
    for character in text {
      let next = DisplayWidth.of(String(character))
      if used + next > room { break }
      kept.append(character)
      used += next
    }
    return DisplayWidth.pad(Self.trimmingTrailingSpaces(kept) + glyphs.ellipsis, to: width)
  }

  static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
