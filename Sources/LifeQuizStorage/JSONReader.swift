/// Reads JSON (RFC 8259) from UTF-8 bytes, strictly: no leading `+` or
/// zeros, no trailing text, no invalid UTF-8, no lone surrogates, no
/// control characters inside strings, no duplicate keys, no number that
/// overflows a `Double`, and at most `maximumDepth` nested arrays and
/// objects, so a hostile file cannot exhaust the stack. lifequiz reads its
/// own content and strings with it instead of Foundation's decoders: it is
/// several times faster at start-up.
public struct JSONReader {
  public static let maximumDepth = 64

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// Objects left out of one list, by the value of one of their members.
  private var filter: ListFilter?
  /// The place in the whole list of each item a filtered read kept, for
  /// the filtered list at the top of the document.
  private var keptPlaces: [Int] = []

  /// In the list under the member `list`, only the objects whose member
  /// `key` is a string in `values` (and anything that is not such an
  /// object) are kept; the rest are read and checked, but not built.
  public struct ListFilter: Sendable {
    public let list: String
    public let key: String
    public let values: Set<String>

    public init(list: String, key: String, values: Set<String>) {
      self.list = list
      self.key = key
      self.values = values
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses one JSON document; the error carries a line and a reason.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
    try reading(bytes) { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.document() }
  }

  /// Parses one JSON document, leaving out of the list `filter` names the
  /// objects it does not want: their values are read and checked as `parse`
  /// checks them, with one exception (a key twice in the same object inside
  /// a value left out is not seen), but never built. A reader that needs
  /// only part of a large file is spared the rest.
  public static func parse(_ bytes: [UInt8], keeping filter: ListFilter) throws(JSONSyntaxError) -> JSON {
    try filtered(bytes, keeping: filter).value
  }

  /// `parse(_:keeping:)`, with the place in the whole list of each item it
  /// kept, when the list is a member of the document's top object: what
  /// is said about an item can then name it where it stands in the file.
  public static func filtered(_ bytes: [UInt8], keeping filter: ListFilter) throws(JSONSyntaxError) -> (
    value: JSON, places: [Int]
  ) {
    try reading(bytes) { (reader: inout JSONReader) throws(JSONSyntaxError) in
      reader.filter = filter
      let value = try reader.document()
      return (value, reader.keptPlaces)
    }
  }

  /// A document that is one object of strings (`{"key": "text", …}`) as a
  /// dictionary, read without building JSON values first: the interface
  /// strings are read at every start. Nil when the document is another
  /// shape (its errors are `parse`'s); the same syntax errors as `parse`.
  public static func stringTable(_ bytes: [UInt8]) throws(JSONSyntaxError) -> [String: String]? {
    try reading(bytes) { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.stringTable() }
  }

  /// Where each member of a document that is one object of strings stands:
  /// the bytes of its key and of its text, between their quotes, in order,
  /// with no string built. Nil when the document is another shape; the same
  /// syntax errors as `parse`, except a key twice, which is the caller's to
  /// see.
  public static func stringPlaces(_ bytes: [UInt8]) throws(JSONSyntaxError) -> [(key: Range<Int>, text: Range<Int>)]? {
    try reading(bytes) { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.stringPlaces() }
  }

  /// The string whose opening quote is at `quote` in `bytes`, its escapes
  /// undone; nil when there is none there.
  public static func string(in bytes: [UInt8], quotedAt quote: Int) -> String? {
    guard quote >= 0, quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return nil }
    return try? reading(bytes) { (reader: inout JSONReader) throws(JSONSyntaxError) in
      reader.index = quote
      return try reader.string()
    }
  }

  /// Runs `body` with a reader over `bytes`. Inlined: without it every
  /// start ran about 0.9% more instructions (callgrind, `explain inactive`).
  @inline(__always)
  private static func reading<T>(
    _ bytes: [UInt8], _ body: (inout JSONReader) throws(JSONSyntaxError) -> T
  ) throws(JSONSyntaxError) -> T {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<T, JSONSyntaxError> in
      var reader = JSONReader(bytes: buffer)
      do throws(JSONSyntaxError) {
        return .success(try body(&reader))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Reads one document with `body`, which reads its value in place with
  /// `members`, `elements` and `value` instead of building it first: a
  /// reader that turns a large file into its own types is spared the tree.
  /// The same syntax errors as `parse`, and `body` must read the whole value.
  static func read<T>(_ bytes: [UInt8], _ body: (inout JSONReader) throws(JSONSyntaxError) -> T)
    throws(JSONSyntaxError) -> T
  {
    try reading(bytes) { (reader: inout JSONReader) throws(JSONSyntaxError) in
      reader.skipByteOrderMark()
      reader.skipSpace()
      let value = try body(&reader)
      try reader.expectEnd()
      return value
    }
  }

  /// The object here, member by member: `body` gets each key and reads its
  /// value. False, reading nothing, when the value here is not an object.
  /// Unlike `parse`, a key twice is not refused here: the caller, who keeps
  /// what it read, sees it for less than a set of keys per object costs.
  mutating func members(depth: Int, _ body: (inout JSONReader, String) throws(JSONSyntaxError) -> Void)
    throws(JSONSyntaxError) -> Bool
  {
    guard peek("{") else { return false }
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    index += 1
    skipSpace()
    if peek("}") {
      index += 1
      return true
    }
    while true {
      skipSpace()
      guard peek("\"") else { throw error("expected a key in quotes") }
      let key = try string()
      try colonAfterKey()
      try body(&self, key)
      if try closes("}") { return true }
    }
  }

  /// The value here, built, at `depth`.
  mutating func value(at depth: Int) throws(JSONSyntaxError) -> JSON {
    try value(depth: depth)
  }

  /// Past the value here, at `depth`, checked as `value` would, built not.
  mutating func skip(at depth: Int) throws(JSONSyntaxError) {
    try skipValue(depth: depth)
  }

  private mutating func stringPlaces() throws(JSONSyntaxError) -> [(key: Range<Int>, text: Range<Int>)]? {
    skipByteOrderMark()
    skipSpace()
    guard peek("{") else { return nil }
    index += 1
    var places: [(key: Range<Int>, text: Range<Int>)] = []
    places.reserveCapacity(1024)
    skipSpace()
    if peek("}") {
      index += 1
    } else {
      while true {
        skipSpace()
        guard peek("\"") else { throw error("expected a key in quotes") }
        let keyStart = index + 1
        try skipString()
        let key = keyStart..<(index - 1)
        try colonAfterKey()
        guard peek("\"") else { return nil }
        let textStart = index + 1
        try skipString()
        places.append((key, textStart..<(index - 1)))
        if try closes("}") { break }
      }
    }
    try expectEnd()
    return places
  }

  private mutating func stringTable() throws(JSONSyntaxError) -> [String: String]? {
    skipByteOrderMark()
    skipSpace()
    guard peek("{") else { return nil }
    index += 1
    var table: [String: String] = [:]
    table.reserveCapacity(1024)
    skipSpace()
    if peek("}") {
      index += 1
    } else {
      reading: while true {
        skipSpace()
        guard peek("\"") else { throw error("expected a key in quotes") }
        let key = try string()
        try colonAfterKey()
        guard peek("\"") else { return nil }
        guard table.updateValue(try string(), forKey: key) == nil else {
          throw error("duplicate key \(JSON.quoted(key))")
        }
        if try closes("}") { break reading }
      }
    }
    try expectEnd()
    return table
  }

  private mutating func document() throws(JSONSyntaxError) -> JSON {
    skipByteOrderMark()
    skipSpace()
    let value = try value(depth: 0)
    try expectEnd()
    return value
  }

  /// A byte order mark is not JSON, but editors add one; it carries nothing.
  private mutating func skipByteOrderMark() {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  /// Only space may follow the document's value.
  private mutating func expectEnd() throws(JSONSyntaxError) {
    skipSpace()
    guard atEnd else { throw error("unexpected text after the JSON value") }
  }

  private var atEnd: Bool { index >= bytes.count }

  private func error(_ reason: String) -> JSONSyntaxError {
    var line = 1
    for byte in bytes[..<min(index, bytes.count)] where byte == 0x0A { line += 1 }
    return JSONSyntaxError(line: line, reason: reason)
  }

  private func peek(_ ascii: Unicode.Scalar) -> Bool {
    index < bytes.count && bytes[index] == UInt8(ascii: ascii)
  }

  private mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSON {
    guard index < bytes.count else { throw error("unexpected end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("expected a value")
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSON) throws(JSONSyntaxError) -> JSON {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw error("unexpected end of file") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw error("expected a value")
    }
    index += count
    return value
  }

  // MARK: - Numbers

  private func isDigit(_ position: Int) -> Bool {
    position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; whole numbers
  /// that fit are accumulated as `Int` on the way.
  private mutating func number() throws(JSONSyntaxError) -> JSON {
    let start = index
    let negative = peek("-")
    if negative { index += 1 }
    guard isDigit(index) else { throw error("expected a digit") }
    var whole = 0
    var overflow = false
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw error("a number cannot start with 0") }
    } else {
      while isDigit(index) {
        let digit = Int(bytes[index] - UInt8(ascii: "0"))
        let (times10, overflow1) = whole.multipliedReportingOverflow(by: 10)
        let (next, overflow2) =
          negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
        overflow = overflow || overflow1 || overflow2
        whole = next
        index += 1
      }
    }
    var isWhole = true
    var fraction: Range<Int>?
    if peek(".") {
      index += 1
      guard isDigit(index) else { throw error("expected a digit after '.'") }
      let fractionStart = index
      while isDigit(index) { index += 1 }
      fraction = fractionStart..<index
      isWhole = false
    }
    if peek("e") || peek("E") {
      index += 1
      if peek("+") || peek("-") { index += 1 }
      guard isDigit(index) else { throw error("expected a digit in the exponent") }
      while isDigit(index) { index += 1 }
      isWhole = false
      fraction = nil
    }
    if isWhole && !overflow { return .integer(whole) }
    if let fraction, let value = exactDecimal(digits: (negative ? start + 1 : start)..<fraction.upperBound, fraction) {
      return .number(negative ? -value : value)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw error("number is too large") }
    return .number(value)
  }

  /// 10^0 through 10^22, each exactly a Double.
  private static let powersOfTen: [Double] = (0...22).map { power in
    (0..<power).reduce(1.0) { product, _ in product * 10 }
  }

  /// The value of the digits `integer.fraction` (the dot between them) when
  /// reading them as one whole number takes at most 2^53 and the fraction
  /// at most 22 digits: that number and 10^digits are both exact, so one
  /// division rounds as a full conversion does (Clinger's fast path), at a
  /// tenth of its cost. Nil for any other number.
  private func exactDecimal(digits: Range<Int>, _ fraction: Range<Int>) -> Double? {
    guard fraction.count <= 22 else { return nil }
    var significand: UInt64 = 0
    for position in digits where position != fraction.lowerBound - 1 {
      significand = significand * 10 + UInt64(bytes[position] - UInt8(ascii: "0"))
      if significand > 1 << 53 { return nil }
    }
    return Double(significand) / Self.powersOfTen[fraction.count]
  }

  // MARK: - Strings

  /// The length of the valid UTF-8 sequence starting at `position` (a byte
  /// of 0x80 or more), or nil: no overlong forms, surrogates or values past
  /// U+10FFFF.
  private func utf8SequenceLength(at position: Int) -> Int? {
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      position + offset < bytes.count && range.contains(bytes[position + offset])
    }
    switch bytes[position] {
    case 0xC2...0xDF: return continuation(1) ? 2 : nil
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default: return nil
    }
  }

  /// The bytes as a string if they are valid UTF-8. Decoding repairs
  /// invalid bytes, so the text is valid exactly when its bytes are the
  /// run's (the standard library's check with a copy, faster here than
  /// `String(validating:)`).
  private static func validText(_ run: UnsafeBufferPointer<UInt8>) -> String? {
    var text = String(decoding: run, as: UTF8.self)
    return text.withUTF8 { ByteWord.equal($0, run) } ? text : nil
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    // Fast path: no escapes before the closing quote. The run is found with
    // a test per byte; the standard library then checks its UTF-8 at once.
    var end = index
    var bits: UInt8 = 0
    // Eight bytes at a time while none is a quote, a backslash or a control character.
    var nonASCII = false
    while end + 8 <= bytes.count {
      let word = ByteWord(bytes, at: end)
      if word.contains(UInt8(ascii: "\"")) || word.contains(UInt8(ascii: "\\")) || word.containsByte(below: 0x20) {
        break
      }
      nonASCII = nonASCII || word.containsNonASCII
      end += 8
    }
    if nonASCII { bits = 0x80 }
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      bits |= byte
      end += 1
    }
    let run = UnsafeBufferPointer(rebasing: bytes[index..<end])
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      if let text = bits < 0x80 ? String(decoding: run, as: UTF8.self) : Self.validText(run) {
        index = end + 1
        return text
      }
    }
    // Escapes, invalid UTF-8 or no closing quote: byte by byte from an ASCII
    // run, or from the start, so an error names the byte where it is.
    var text: [UInt8] = []
    if bits < 0x80 {
      text = Array(run)
      index = end
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &text)
      case 0..<0x20:
        throw error("control character inside a string (write it as an escape)")
      case 0x20..<0x80:
        text.append(byte)
        index += 1
      default:
        guard let length = utf8SequenceLength(at: index) else { throw error("invalid UTF-8 in a string") }
        text.append(contentsOf: bytes[index..<index + length])
        index += length
      }
    }
    throw error("string is never closed")
  }

  private mutating func escape(into text: inout [UInt8]) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw error("string is never closed") }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "u"):
      var code = try hexQuad()
      if (0xD800...0xDBFF).contains(code) {
        guard peek("\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
          throw error("lone surrogate in a \\u escape")
        }
        index += 2
        let low = try hexQuad()
        guard (0xDC00...0xDFFF).contains(low) else { throw error("lone surrogate in a \\u escape") }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(code) {
        throw error("lone surrogate in a \\u escape")
      }
      guard let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape") }
      text.append(contentsOf: String(scalar).utf8)
    default:
      index -= 1
      throw error("unknown escape in a string")
    }
  }

  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("bad \\u escape") }
    var code: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("bad \\u escape")
      }
      code = code << 4 | UInt32(digit)
    }
    index += 4
    return code
  }

  // MARK: - Containers

  /// With `filter`, an object it does not want is checked, not built, and
  /// left out.
  private mutating func array(depth: Int, keeping filter: ListFilter? = nil) throws(JSONSyntaxError) -> JSON {
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    index += 1
    var items: [JSON] = []
    skipSpace()
    if peek("]") {
      index += 1
      return .array(items)
    }
    items.reserveCapacity(4)
    let watching = filter.map { Array($0.key.utf8) } ?? []
    var place = 0
    while true {
      skipSpace()
      var kept = true
      if let filter, peek("{") {
        let start = index
        let found = try skipContainer(closing: "}", depth: depth + 1, watching: watching)
        kept = found.map({ !filter.values.contains($0) }) != true
        if kept {
          index = start
          items.append(try value(depth: depth))
        }
      } else {
        items.append(try value(depth: depth))
      }
      // Depth 2: a list in the document's top object.
      if filter != nil && kept && depth == 2 { keptPlaces.append(place) }
      place += 1
      if try closes("]") { return .array(items) }
    }
  }

  private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSON {
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    index += 1
    // Most objects in lifequiz's files have a few members: room for them
    // at once, instead of growing one at a time.
    var members = JSONObject(capacity: 4)
    skipSpace()
    if peek("}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard peek("\"") else { throw error("expected a key in quotes") }
      let key = try string()
      guard !members.contains(key) else { throw error("duplicate key \(JSON.quoted(key))") }
      try colonAfterKey()
      if let filter, key == filter.list, peek("[") {
        members.appendNew(key, try array(depth: depth + 1, keeping: filter))
      } else {
        members.appendNew(key, try value(depth: depth))
      }
      if try closes("}") { return .object(members) }
    }
  }

  /// The `:` after a member's key, with the space either side: the reader
  /// is left at the member's value.
  private mutating func colonAfterKey() throws(JSONSyntaxError) {
    skipSpace()
    guard peek(":") else { throw error("expected ':' after a key") }
    index += 1
    skipSpace()
  }

  /// After a member of an object (`closing` is `}`) or an array (`]`): true
  /// past the closing mark, false past a comma before the next member.
  @inline(__always)
  private mutating func closes(_ closing: Unicode.Scalar) throws(JSONSyntaxError) -> Bool {
    skipSpace()
    guard index < bytes.count else { throw error(closing == "}" ? "object is never closed" : "array is never closed") }
    if peek(",") {
      index += 1
      return false
    }
    guard peek(closing) else { throw error(closing == "}" ? "expected ',' or '}'" : "expected ',' or ']'") }
    index += 1
    return true
  }

  // MARK: - Skipping

  /// Reads past one value, checking it as `value` would, building nothing.
  private mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw error("unexpected end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): try skipContainer(closing: "}", depth: depth + 1)
    case UInt8(ascii: "["): try skipContainer(closing: "]", depth: depth + 1)
    case UInt8(ascii: "\""): try skipString()
    // Literals and numbers are built without allocating.
    default: _ = try value(depth: depth)
    }
  }

  /// An object (`closing` is `}`: each member a key, `:` and a value) or
  /// an array (`]`: each member a value). With `watching`, an object's
  /// member of that key (as written, no escapes), when its value is a
  /// string, is read and returned.
  @discardableResult
  private mutating func skipContainer(closing: Unicode.Scalar, depth: Int, watching: [UInt8] = [])
    throws(JSONSyntaxError) -> String?
  {
    var watched: String?
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    let isObject = closing == "}"
    index += 1
    skipSpace()
    if peek(closing) {
      index += 1
      return watched
    }
    while true {
      skipSpace()
      var isWatched = false
      if isObject {
        guard peek("\"") else { throw error("expected a key in quotes") }
        let keyStart = index + 1
        try skipString()
        isWatched = !watching.isEmpty && bytes[keyStart..<(index - 1)].elementsEqual(watching)
        try colonAfterKey()
      }
      if isWatched && peek("\"") {
        watched = try string()
      } else {
        try skipValue(depth: depth)
      }
      if try closes(closing) { return watched }
    }
  }

  private mutating func skipString() throws(JSONSyntaxError) {
    index += 1
    var unescaped: [UInt8] = []
    while index < bytes.count {
      // Eight ASCII bytes at a time while none is a quote, a backslash or a
      // control character; then straight to the first that is (or is not ASCII).
      while index + 8 <= bytes.count {
        if let offset = ByteWord(bytes, at: index).firstSpecial(UInt8(ascii: "\""), UInt8(ascii: "\\")) {
          index += offset
          break
        }
        index += 8
      }
      guard index < bytes.count else { break }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &unescaped)
        unescaped.removeAll(keepingCapacity: true)
      case 0..<0x20:
        throw error("control character inside a string (write it as an escape)")
      case 0x20..<0x80:
        index += 1
      default:
        // A run of characters beyond ASCII (a Korean sentence), each checked.
        while index < bytes.count && bytes[index] >= 0x80 {
          // Most are three bytes led by E1 to EC (Hangul), which have no special cases.
          if (0xE1...0xEC).contains(bytes[index]), index + 2 < bytes.count, bytes[index + 1] & 0xC0 == 0x80,
            bytes[index + 2] & 0xC0 == 0x80
          {
            index += 3
            continue
          }
          guard let length = utf8SequenceLength(at: index) else { throw error("invalid UTF-8 in a string") }
          index += length
        }
      }
    }
    throw error("string is never closed")
  }
}
