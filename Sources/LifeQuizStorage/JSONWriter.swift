/// Writes `JSON` as UTF-8 text: every string escaped as RFC 8259 requires
/// (quote, backslash, control characters), object members in their order,
/// and never `inf` or `nan`, which are not JSON: such a number is an error.
public struct JSONWriter {
  public enum Layout: Sendable {
    /// Two-space indents, an object of scalars on one line when it fits in
    /// 100 characters, and a final newline: for people and for diffs.
    case pretty
    /// One line, no final newline: for a line of a `.jsonl` log.
    case line
  }

  public let layout: Layout

  public init(layout: Layout) {
    self.layout = layout
  }

  public func string(_ value: JSON) throws(JSONWriteError) -> String {
    String(decoding: try bytes(value), as: UTF8.self)
  }

  public func bytes(_ value: JSON) throws(JSONWriteError) -> [UInt8] {
    var output: [UInt8] = []
    try write(value, into: &output, indent: 0, path: "")
    switch layout {
    case .pretty: output.append(0x0A)
    case .line: break
    }
    return output
  }

  /// An object whose last member, `key`, is an array written one element
  /// at a time: `emit` receives the same bytes as `bytes(_:)` of the whole
  /// object, in pieces of about `chunk` bytes, so neither the array nor the
  /// text is ever held whole. `element(i)` builds the i-th element.
  public func stream(
    _ members: JSONObject, then key: String, count: Int, element: (Int) -> JSON, chunk: Int = 1 << 16,
    emit: ([UInt8]) -> Void
  ) throws(JSONWriteError) {
    var whole = members
    whole[key] = .array([])
    guard count > 0, layout == .pretty, whole.count == members.count + 1 else {
      // A line, or a key that replaces a member: small, so written whole.
      whole[key] = .array((0..<count).map(element))
      return emit(try bytes(.object(whole)))
    }
    var output: [UInt8] = [UInt8(ascii: "{")]
    for (index, member) in members.enumerated() {
      separate(first: index == 0, into: &output, indent: 1)
      Self.appendQuoted(member.key, to: &output)
      output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
      try write(member.value, into: &output, indent: 1, path: member.key)
    }
    separate(first: members.isEmpty, into: &output, indent: 1)
    Self.appendQuoted(key, to: &output)
    output.append(contentsOf: [UInt8(ascii: ":"), 0x20, UInt8(ascii: "[")])
    for index in 0..<count {
      separate(first: index == 0, into: &output, indent: 2)
      try write(element(index), into: &output, indent: 2, path: "\(key)[\(index)]")
      if output.count >= chunk {
        emit(output)
        output.removeAll(keepingCapacity: true)
      }
    }
    close(UInt8(ascii: "]"), into: &output, indent: 1)
    close(UInt8(ascii: "}"), into: &output, indent: 0)
    output.append(0x0A)
    emit(output)
  }

  /// Appends `text` in quotes, escaped. Runs of bytes that need no escape
  /// are copied whole.
  public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for (position, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
        runStart = position + 1
        switch byte {
        case 0x22: output.append(contentsOf: [0x5C, 0x22])
        case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
        case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
        case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
        default:
          let hex = Array("0123456789abcdef".utf8)
          output.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Writes without naming places: a number that is not finite throws, and
  /// the caller names its place with `nonFinitePath`, so no path is built
  /// for the values that are fine.
  private func write(_ value: JSON, into output: inout [UInt8], indent: Int) throws(NonFinite) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let number): output.append(contentsOf: String(number).utf8)
    case .number(let number):
      guard number.isFinite else { throw NonFinite() }
      output.append(contentsOf: String(number).utf8)
    case .string(let text): Self.appendQuoted(text, to: &output)
    case .array(let items): try writeArray(items, into: &output, indent: indent)
    case .object(let members): try writeObject(members, into: &output, indent: indent)
    }
  }

  private struct NonFinite: Error {}

  /// Writes `value` at `indent`; on a number that is not finite, the error
  /// names its place below `path`.
  private func write(_ value: JSON, into output: inout [UInt8], indent: Int, path: String) throws(JSONWriteError) {
    do {
      try write(value, into: &output, indent: indent)
    } catch {
      let place = Self.nonFinitePath(in: value, path: path) ?? path
      throw JSONWriteError(path: place.isEmpty ? "(top level)" : place)
    }
  }

  /// The place of the first number that is not finite, in writing order.
  private static func nonFinitePath(in value: JSON, path: String) -> String? {
    switch value {
    case .null, .bool, .integer, .string: return nil
    case .number(let number): return number.isFinite ? nil : path
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let found = nonFinitePath(in: item, path: path + "[\(index)]") { return found }
      }
      return nil
    case .object(let members):
      for member in members {
        let memberPath = path.isEmpty ? member.key : path + "." + member.key
        if let found = nonFinitePath(in: member.value, path: memberPath) { return found }
      }
      return nil
    }
  }

  private func writeArray(_ items: [JSON], into output: inout [UInt8], indent: Int) throws(NonFinite) {
    guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
    output.append(UInt8(ascii: "["))
    for (index, item) in items.enumerated() {
      separate(first: index == 0, into: &output, indent: indent + 1)
      try write(item, into: &output, indent: indent + 1)
    }
    close(UInt8(ascii: "]"), into: &output, indent: indent)
  }

  private func writeObject(_ members: JSONObject, into output: inout [UInt8], indent: Int) throws(NonFinite) {
    guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
    if layout == .pretty, members.allSatisfy({ $0.value.isScalar }) {
      let start = output.count
      try JSONWriter(layout: .line).writeObject(members, into: &output, indent: 0)
      // Characters never outnumber bytes: count them only past 100 bytes.
      // No slice of `output` outlives the test, or the cut would copy it.
      if output.count - start <= 100 || String(decoding: output[start...], as: UTF8.self).count <= 100 { return }
      output.removeSubrange(start...)
    }
    output.append(UInt8(ascii: "{"))
    for (index, member) in members.enumerated() {
      separate(first: index == 0, into: &output, indent: indent + 1)
      Self.appendQuoted(member.key, to: &output)
      output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
      try write(member.value, into: &output, indent: indent + 1)
    }
    close(UInt8(ascii: "}"), into: &output, indent: indent)
  }

  private func separate(first: Bool, into output: inout [UInt8], indent: Int) {
    switch layout {
    case .pretty:
      if !first { output.append(UInt8(ascii: ",")) }
      output.append(0x0A)
      output.append(contentsOf: repeatElement(0x20, count: 2 * indent))
    case .line:
      if !first { output.append(contentsOf: [UInt8(ascii: ","), 0x20]) }
    }
  }

  private func close(_ bracket: UInt8, into output: inout [UInt8], indent: Int) {
    switch layout {
    case .pretty:
      output.append(0x0A)
      output.append(contentsOf: repeatElement(0x20, count: 2 * indent))
    case .line: break
    }
    output.append(bracket)
  }
}

/// A number that JSON cannot hold (infinite or not a number), and where.
public struct JSONWriteError: Error, Hashable, Sendable {
  public let path: String

  public init(path: String) {
    self.path = path
  }

  public var reason: String { "the number at \(path) is not finite" }
}

extension JSON {
  var isScalar: Bool {
    switch self {
    case .null, .bool, .integer, .number, .string: true
    case .array, .object: false
    }
  }
}
