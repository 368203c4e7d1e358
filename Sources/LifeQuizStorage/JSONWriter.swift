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

  private func write(_ value: JSON, into output: inout [UInt8], indent: Int, path: String)
    throws(JSONWriteError)
  {
    switch value {
    case .null: output.append(contentsOf: Array("null".utf8))
    case .bool(let flag): output.append(contentsOf: Array((flag ? "true" : "false").utf8))
    case .integer(let number): output.append(contentsOf: Array(String(number).utf8))
    case .number(let number):
      guard number.isFinite else { throw JSONWriteError(path: path.isEmpty ? "(top level)" : path) }
      output.append(contentsOf: Array(String(number).utf8))
    case .string(let text): Self.appendQuoted(text, to: &output)
    case .array(let items): try writeArray(items, into: &output, indent: indent, path: path)
    case .object(let members): try writeObject(members, into: &output, indent: indent, path: path)
    }
  }

  private func writeArray(_ items: [JSON], into output: inout [UInt8], indent: Int, path: String)
    throws(JSONWriteError)
  {
    guard !items.isEmpty else { return output.append(contentsOf: Array("[]".utf8)) }
    output.append(UInt8(ascii: "["))
    for (index, item) in items.enumerated() {
      separate(first: index == 0, into: &output, indent: indent + 1)
      try write(item, into: &output, indent: indent + 1, path: path + "[\(index)]")
    }
    close(UInt8(ascii: "]"), into: &output, indent: indent)
  }

  private func writeObject(_ members: JSONObject, into output: inout [UInt8], indent: Int, path: String)
    throws(JSONWriteError)
  {
    guard !members.isEmpty else { return output.append(contentsOf: Array("{}".utf8)) }
    if layout == .pretty, members.allSatisfy({ $0.value.isScalar }) {
      var inline: [UInt8] = []
      try JSONWriter(layout: .line).write(.object(members), into: &inline, indent: 0, path: path)
      if String(decoding: inline, as: UTF8.self).count <= 100 { return output.append(contentsOf: inline) }
    }
    output.append(UInt8(ascii: "{"))
    for (index, member) in members.enumerated() {
      separate(first: index == 0, into: &output, indent: indent + 1)
      Self.appendQuoted(member.key, to: &output)
      output.append(contentsOf: [UInt8(ascii: ":"), 0x20])
      let memberPath = path.isEmpty ? member.key : path + "." + member.key
      try write(member.value, into: &output, indent: indent + 1, path: memberPath)
    }
    close(UInt8(ascii: "}"), into: &output, indent: indent)
  }

  private func separate(first: Bool, into output: inout [UInt8], indent: Int) {
    switch layout {
    case .pretty:
      if !first { output.append(UInt8(ascii: ",")) }
      output.append(0x0A)
      output.append(contentsOf: [UInt8](repeating: 0x20, count: 2 * indent))
    case .line:
      if !first { output.append(contentsOf: [UInt8(ascii: ","), 0x20]) }
    }
  }

  private func close(_ bracket: UInt8, into output: inout [UInt8], indent: Int) {
    switch layout {
    case .pretty:
      output.append(0x0A)
      output.append(contentsOf: [UInt8](repeating: 0x20, count: 2 * indent))
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
