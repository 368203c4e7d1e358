import LifeQuizContent

/// A JSON document with object keys kept in the order written, so output
/// is stable and reads in schema order.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Int)
  /// A fraction, written with three decimals: `2.417`.
  case decimal(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  static func optional(_ text: String?) -> JSONValue {
    text.map(JSONValue.string) ?? .null
  }

  /// Pretty-printed with two-space indents and a final newline.
  func rendered() -> String {
    var output = ""
    write(into: &output, indent: 0)
    return output + "\n"
  }

  private func write(into output: inout String, indent: Int) {
    let pad = String(repeating: "  ", count: indent + 1)
    let closing = String(repeating: "  ", count: indent)
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += String(value)
    case .decimal(let value): output += Self.decimal(value)
    case .string(let value): output += Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += pad
        item.write(into: &output, indent: indent + 1)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += closing + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      if members.allSatisfy({ $0.1.isScalar }) {
        let inline =
          "{" + members.map { Self.quoted($0.0) + ": " + $0.1.rendered().dropLast() }.joined(separator: ", ") + "}"
        if inline.count <= 100 {
          output += inline
          return
        }
      }
      output += "{\n"
      for (index, (key, value)) in members.enumerated() {
        output += pad + Self.quoted(key) + ": "
        value.write(into: &output, indent: indent + 1)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += closing + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .null, .bool, .number, .decimal, .string: true
    case .array, .object: false
    }
  }

  static func quoted(_ text: String) -> String { JSON.quoted(text) }

  /// Three decimals without Foundation's formatter: `2.417`, `-0.500`.
  static func decimal(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = Int((abs(value) * 1000).rounded())
    let fraction = String(thousandths % 1000)
    let sign = value < 0 && thousandths > 0 ? "-" : ""
    return sign + String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
