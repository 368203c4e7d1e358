/// A JSON value: what `JSONReader` reads and `JSONWriter` writes, the only
/// JSON code in lifequiz. Whole numbers that fit an `Int` are read as
/// `.integer`, without a detour through `Double`; every other number is a
/// finite `.number`.
public enum JSON: Hashable, Sendable, ExpressibleByStringLiteral {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSON])
  case object(JSONObject)

  public init(stringLiteral text: String) {
    self = .string(text)
  }

  /// Parses UTF-8 bytes with `JSONReader`.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
    try JSONReader.parse(bytes)
  }

  /// The value written with `JSONWriter`; fails only on a number that is
  /// not finite.
  public func encoded(_ layout: JSONWriter.Layout = .pretty) throws(JSONWriteError) -> String {
    try JSONWriter(layout: layout).string(self)
  }

  /// A string as a JSON literal, in quotes, escaped as `JSONWriter` does.
  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  public static func optional(_ text: String?) -> JSON {
    text.map(JSON.string) ?? .null
  }

  /// A whole number that fits an `Int`: never traps on 1e300 or 2.5.
  public var int: Int? {
    switch self {
    case .integer(let value): value
    case .number(let value): Int(exactly: value)
    case .null, .bool, .string, .array, .object: nil
    }
  }

  /// Any number, as a finite `Double`.
  public var double: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value.isFinite ? value : nil
    case .null, .bool, .string, .array, .object: nil
    }
  }

  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  public var array: [JSON]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var object: JSONObject? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The member named `key` of an object; nil for a missing key or a value
  /// that is not an object.
  public subscript(key: String) -> JSON? {
    object?[key]
  }
}
