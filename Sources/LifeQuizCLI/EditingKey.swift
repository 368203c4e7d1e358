/// A key at the line editor, decoded from the terminal's bytes.
enum EditingKey: Equatable {
  case text(String)
  case enter
  case backspace, delete
  case left, right, home, end
  case up, down
  /// Ctrl-U, Ctrl-K, Ctrl-W.
  case clearToStart, clearToEnd, deleteWord
  /// Ctrl-D: the end of input on an empty line, else delete.
  case endOfInput
  /// An escape sequence or control byte with no meaning here: dropped, so it
  /// never reaches an answer parser as text.
  case ignored

  /// Decodes one key from the front of `bytes`; nil when they end before
  /// the key does (more bytes may come). Returns how many bytes it used.
  static func decode(_ bytes: ArraySlice<UInt8>) -> (key: EditingKey, used: Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01: return (.home, 1)
    case 0x05: return (.end, 1)
    case 0x02: return (.left, 1)
    case 0x06: return (.right, 1)
    case 0x10: return (.up, 1)
    case 0x0E: return (.down, 1)
    case 0x15: return (.clearToStart, 1)
    case 0x0B: return (.clearToEnd, 1)
    case 0x17: return (.deleteWord, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x1B: return escape(bytes)
    case 0x00..<0x20: return (.ignored, 1)
    default: return utf8(bytes)
    }
  }

  /// `ESC [ … final` or `ESC O x`; a lone ESC is ignored.
  private static func escape(_ bytes: ArraySlice<UInt8>) -> (key: EditingKey, used: Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let kind = bytes[start + 1]
    if kind == UInt8(ascii: "O") {
      guard bytes.count >= 3 else { return nil }
      return (named(final: bytes[start + 2], parameters: ""), 3)
    }
    guard kind == UInt8(ascii: "[") else { return (.ignored, 1) }
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) {
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        return (named(final: byte, parameters: parameters), index - start + 1)
      }
      // Parameters and intermediates only; anything else ends a broken sequence.
      guard (0x20...0x3F).contains(byte) else { return (.ignored, index - start) }
      index += 1
    }
    return nil
  }

  private static func named(final: UInt8, parameters: String) -> EditingKey {
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _): .up
    case (UInt8(ascii: "B"), _): .down
    case (UInt8(ascii: "C"), _): .right
    case (UInt8(ascii: "D"), _): .left
    case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
    case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
    case (UInt8(ascii: "~"), "3"): .delete
    default: .ignored
    }
  }

  /// One UTF-8 character; a byte that cannot start or continue one is ignored.
  private static func utf8(_ bytes: ArraySlice<UInt8>) -> (key: EditingKey, used: Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0x20..<0x80: 1
      case 0xC2..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF5: 4
      default: 0
      }
    guard length > 0 else { return (.ignored, 1) }
    guard bytes.count >= length else { return nil }
    let sequence = bytes.prefix(length)
    guard sequence.dropFirst().allSatisfy({ (0x80..<0xC0).contains($0) }),
      let text = String(validating: sequence, as: UTF8.self)
    else { return (.ignored, 1) }
    return (.text(text), length)
  }
}
