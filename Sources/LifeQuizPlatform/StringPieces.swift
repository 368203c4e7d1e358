extension String {
  /// The pieces between each `separator`, an ASCII byte (never part of
  /// another character in UTF-8), cut from the string's bytes at once: the
  /// pages and help are split this way at every start, and a split of the
  /// UTF-8 view cost more than the text it cut.
  public func pieces(splitAt separator: UInt8, keepingEmpty: Bool) -> [String] {
    var text = self
    return text.withUTF8 { bytes in
      var pieces: [String] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
        if keepingEmpty || index > start {
          pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        start = index + 1
      }
      return pieces
    }
  }
}
