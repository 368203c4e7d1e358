/// A parsed JSON value. lifequiz reads its own content and strings with this
/// small reader instead of Foundation's decoders: it is several times faster
/// at start-up, and its errors carry the key path for file + key + reason.
public enum JSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// A string as a JSON literal, in quotes, with the characters JSON
  /// requires escaped.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Parses UTF-8 bytes; the error is a byte offset and a reason.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSON, JSONSyntaxError> in
      var reader = JSONByteReader(bytes: buffer)
      reader.skipSpace()
      do throws(JSONSyntaxError) {
        let value = try reader.value()
        reader.skipSpace()
        guard reader.atEnd else { return .failure(reader.error("unexpected text after the JSON value")) }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}

public struct JSONSyntaxError: Error, Hashable, Sendable {
  public let line: Int
  public let reason: String
}

/// Reads within `JSON.parse`, over the bytes it lends.
private struct JSONByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  var atEnd: Bool { index >= bytes.count }

  func error(_ reason: String) -> JSONSyntaxError {
    let line = bytes[..<min(index, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    return JSONSyntaxError(line: line, reason: reason)
  }

  mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  mutating func value() throws(JSONSyntaxError) -> JSON {
    guard index < bytes.count else { throw error("unexpected end of file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  mutating func literal(_ word: StaticString, _ value: JSON) throws(JSONSyntaxError) -> JSON {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw error("unexpected end of file") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw error("unexpected character")
    }
    index += count
    return value
  }

  mutating func number() throws(JSONSyntaxError) -> JSON {
    let start = index
    while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
    guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw error("expected a value")
    }
    return .number(value)
  }

  mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    // Fast path: no escapes before the closing quote.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
      index = end + 1
      return text
    }
    var scalars: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw error("unexpected end of file") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(code)
          else { throw error("bad \\u escape") }
          index += 4
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: scalars.append(escape)
        }
      case 0..<0x20:
        throw error("control character inside a string")
      default:
        scalars.append(byte)
      }
    }
    throw error("string is never closed")
  }

  mutating func array() throws(JSONSyntaxError) -> JSON {
    index += 1
    var items: [JSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      guard index < bytes.count else { throw error("array is never closed") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      } else {
        throw error("expected ',' or ']'")
      }
    }
  }

  mutating func object() throws(JSONSyntaxError) -> JSON {
    index += 1
    var members: [String: JSON] = [:]
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
      index += 1
      skipSpace()
      members[key] = try value()
      skipSpace()
      guard index < bytes.count else { throw error("object is never closed") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw error("expected ',' or '}'")
      }
    }
  }
}
