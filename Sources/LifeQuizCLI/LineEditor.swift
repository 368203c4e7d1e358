/// The line being typed at a prompt, and this session's earlier lines:
/// what each key does, without a terminal, so it can be tested.
struct LineEditor {
  private(set) var characters: [Character] = []
  /// Where the next character goes: 0 ... characters.count.
  private(set) var cursor = 0
  /// Lines entered in this session, oldest first.
  private(set) var history: [String] = []
  /// Which history line is shown (history.count: the line being typed).
  private var browsing = 0
  /// The line being typed, kept while history is browsed.
  private var draft: [Character] = []

  enum Outcome: Equatable {
    /// Keep reading keys.
    case editing
    case line(String)
    case endOfInput
  }

  var text: String { String(characters) }
  /// The text before the cursor, for placing it.
  var beforeCursor: String { String(characters[..<cursor]) }

  mutating func handle(_ key: EditingKey) -> Outcome {
    switch key {
    case .text(let typed):
      characters.insert(contentsOf: Array(typed), at: cursor)
      cursor += Array(typed).count
    case .enter:
      let line = text
      if !line.allSatisfy(\.isWhitespace), history.last != line { history.append(line) }
      reset()
      return .line(line)
    case .backspace:
      guard cursor > 0 else { break }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      if cursor < characters.count { characters.remove(at: cursor) }
    case .endOfInput:
      if characters.isEmpty {
        reset()
        return .endOfInput
      }
      if cursor < characters.count { characters.remove(at: cursor) }
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = characters.count
    case .clearToStart:
      characters.removeSubrange(..<cursor)
      cursor = 0
    case .clearToEnd:
      characters.removeSubrange(cursor...)
    case .deleteWord:
      var start = cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .up: show(browsing - 1)
    case .down: show(browsing + 1)
    case .ignored: break
    }
    return .editing
  }

  /// Shows history line `index`, or the draft past the last one.
  private mutating func show(_ index: Int) {
    guard (0...history.count).contains(index), index != browsing else { return }
    if browsing == history.count { draft = characters }
    browsing = index
    characters = index == history.count ? draft : Array(history[index])
    cursor = characters.count
  }

  private mutating func reset() {
    characters = []
    cursor = 0
    draft = []
    browsing = history.count
  }
}
