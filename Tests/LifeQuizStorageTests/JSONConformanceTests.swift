import Foundation
import LifeQuizContent
import LifeQuizStorage
import Testing

/// One JSON document for the conformance table, named in the style of
/// JSONTestSuite: `y_` must be accepted, `n_` must be rejected, `i_` is
/// left to the implementation (lifequiz's choice is in the table it is in).
struct JSONCase: CustomTestStringConvertible, Sendable {
  let name: String
  let bytes: [UInt8]

  init(_ name: String, _ text: String) {
    self.name = name
    self.bytes = Array(text.utf8)
  }

  init(_ name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  var testDescription: String { name }
}

@Suite("JSON reader and writer")
struct JSONConformanceTests {
  static let accepted: [JSONCase] = [
    JSONCase("y_object_empty", "{}"),
    JSONCase("y_array_empty", "[]"),
    JSONCase("y_structure_whitespace_around", " \t\r\n[1]\n "),
    JSONCase("y_structure_lonely_string", "\"asd\""),
    JSONCase("y_structure_lonely_int", "42"),
    JSONCase("y_structure_lonely_null", "null"),
    JSONCase("y_structure_lonely_true", "true"),
    JSONCase("y_structure_lonely_false", "false"),
    JSONCase("y_object_basic", "{\"a\": \"b\"}"),
    JSONCase("y_object_nested", "{\"a\": {\"b\": [1, {\"c\": null}]}}"),
    JSONCase("y_object_empty_key", "{\"\": 0}"),
    JSONCase("y_object_long_strings", "{\"x\":[{\"id\": \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}]}"),
    JSONCase("y_array_heterogeneous", "[null, 1, \"1\", {}, [], true, false, 0.5]"),
    JSONCase("y_array_with_several_null", "[1,null,null,null,2]"),
    JSONCase("y_number_zero", "[0]"),
    JSONCase("y_number_negative_zero", "[-0]"),
    JSONCase("y_number_negative_int", "[-123]"),
    JSONCase("y_number_simple_real", "[123.456789]"),
    JSONCase("y_number_real_exponent", "[123e45]"),
    JSONCase("y_number_real_capital_e_pos_exp", "[1E+2]"),
    JSONCase("y_number_real_neg_exp", "[1e-2]"),
    JSONCase("y_number_real_fraction_exponent", "[123.456e78]"),
    JSONCase("y_number_int_max", "[9223372036854775807]"),
    JSONCase("y_number_int_min", "[-9223372036854775808]"),
    JSONCase("y_number_beyond_int_becomes_double", "[99999999999999999999]"),
    JSONCase("y_number_real_underflow", "[1e-400]"),
    JSONCase("y_string_escapes", #"["\"\\\/\b\f\n\r\t"]"#),
    JSONCase("y_string_unicode_escape", #"["\u0041\u00e9\uAC00"]"#),
    JSONCase("y_string_surrogate_pair", #"["\uD83D\uDE00"]"#),
    JSONCase("y_string_null_escape", #"["\u0000"]"#),
    JSONCase("y_string_utf8_korean", "[\"생명주기\"]"),
    JSONCase("y_string_utf8_four_bytes", "[\"😀\"]"),
    JSONCase("y_string_u_plus_2028_raw", "[\"\u{2028}\"]"),
    JSONCase("y_string_del_raw", "[\"\u{7F}\"]"),
    JSONCase("y_string_last_valid_scalar", bytes: Array("[\"".utf8) + [0xF4, 0x8F, 0xBF, 0xBF] + Array("\"]".utf8)),
    JSONCase("y_string_escaped_then_utf8", #"["a\n생"]"#),
    JSONCase("i_structure_utf8_bom_accepted", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)),
    JSONCase("y_structure_nested_64_levels", String(repeating: "[", count: 64) + String(repeating: "]", count: 64)),
  ]

  static let rejected: [JSONCase] = [
    JSONCase("n_structure_empty", ""),
    JSONCase("n_structure_only_space", "  \n"),
    JSONCase("n_structure_trailing_garbage", "{} x"),
    JSONCase("n_structure_two_values", "[1] [2]"),
    JSONCase("n_structure_unclosed_array", "[1"),
    JSONCase("n_structure_unclosed_object", "{\"a\": 1"),
    JSONCase("n_structure_close_unopened", "]"),
    JSONCase("n_structure_single_quote", "['a']"),
    JSONCase("n_structure_nested_65_levels", String(repeating: "[", count: 65) + String(repeating: "]", count: 65)),
    JSONCase("n_structure_100000_opening_arrays", String(repeating: "[", count: 100_000)),
    JSONCase("n_structure_100000_nested_objects", String(repeating: "{\"a\":", count: 100_000)),
    JSONCase("n_array_trailing_comma", "[1,]"),
    JSONCase("n_array_leading_comma", "[,1]"),
    JSONCase("n_array_missing_comma", "[1 2]"),
    JSONCase("n_array_colon", "[\"a\": 1]"),
    JSONCase("n_object_trailing_comma", "{\"a\": 1,}"),
    JSONCase("n_object_unquoted_key", "{a: 1}"),
    JSONCase("n_object_missing_colon", "{\"a\" 1}"),
    JSONCase("n_object_missing_value", "{\"a\":}"),
    JSONCase("n_object_number_key", "{1: 1}"),
    JSONCase("i_object_duplicate_key_rejected", "{\"a\": 1, \"a\": 2}"),
    JSONCase("n_number_plus", "[+1]"),
    JSONCase("n_number_leading_zero", "[012]"),
    JSONCase("n_number_negative_leading_zero", "[-012]"),
    JSONCase("n_number_dot_first", "[.5]"),
    JSONCase("n_number_dot_last", "[1.]"),
    JSONCase("n_number_minus_alone", "[-]"),
    JSONCase("n_number_exponent_empty", "[1e]"),
    JSONCase("n_number_exponent_sign_only", "[1e+]"),
    JSONCase("n_number_hex", "[0x1]"),
    JSONCase("n_number_infinity", "[Infinity]"),
    JSONCase("n_number_nan", "[NaN]"),
    JSONCase("n_number_minus_space", "[- 1]"),
    JSONCase("i_number_huge_exp_rejected", "[1e999]"),
    JSONCase("i_number_neg_huge_exp_rejected", "[-1e999]"),
    JSONCase("n_literal_capital_true", "[True]"),
    JSONCase("n_literal_truncated", "[tru]"),
    JSONCase("n_string_unclosed", "[\"abc"),
    JSONCase("n_string_raw_newline", "[\"a\nb\"]"),
    JSONCase("n_string_raw_tab", "[\"a\tb\"]"),
    JSONCase("n_string_raw_escape_character", "[\"\u{1B}[31m\"]"),
    JSONCase("n_string_unknown_escape", #"["\a"]"#),
    JSONCase("n_string_escape_x", #"["\x41"]"#),
    JSONCase("n_string_short_unicode_escape", #"["\u12"]"#),
    JSONCase("n_string_bad_hex_in_escape", #"["\u12G4"]"#),
    JSONCase("n_string_lone_high_surrogate", #"["\uD800"]"#),
    JSONCase("n_string_lone_low_surrogate", #"["\uDC00"]"#),
    JSONCase("n_string_high_surrogate_then_text", #"["\uD800abc"]"#),
    JSONCase("n_string_two_high_surrogates", #"["\uD800\uD800"]"#),
    JSONCase("n_string_invalid_utf8_ff", bytes: Array("[\"".utf8) + [0xFF] + Array("\"]".utf8)),
    JSONCase("n_string_invalid_utf8_lone_continuation", bytes: Array("[\"".utf8) + [0x80] + Array("\"]".utf8)),
    JSONCase("n_string_invalid_utf8_truncated", bytes: Array("[\"".utf8) + [0xEC, 0x83] + Array("\"]".utf8)),
    JSONCase("n_string_invalid_utf8_overlong_slash", bytes: Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8)),
    JSONCase(
      "n_string_invalid_utf8_overlong_3_bytes", bytes: Array("[\"".utf8) + [0xE0, 0x80, 0xAF] + Array("\"]".utf8)),
    JSONCase("n_string_invalid_utf8_surrogate", bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8)),
    JSONCase(
      "n_string_invalid_utf8_above_10ffff", bytes: Array("[\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8)),
    JSONCase(
      "n_string_invalid_utf8_after_escape", bytes: Array(#"["\n"#.utf8) + [0xFE] + Array("\"]".utf8)),
    JSONCase("n_key_invalid_utf8", bytes: Array("{\"".utf8) + [0xFF] + Array("\": 1}".utf8)),
    JSONCase("n_structure_utf8_outside_string", bytes: [0xFF] + Array("[]".utf8)),
    JSONCase("n_structure_comment", "[1] // note"),
    JSONCase("n_structure_nul_byte_after", bytes: Array("[]".utf8) + [0]),
  ]

  @Test("Accepts every valid document", arguments: accepted)
  func accepts(_ document: JSONCase) {
    #expect(throws: Never.self) { try JSON.parse(document.bytes) }
  }

  @Test(
    "A table of strings reads as parse reads it: the same table, the same error, or nil for another shape",
    arguments: accepted + rejected + [
      JSONCase("y_table", #"{"a": "x", "b": "y\u00e9\n", "c": ""}"#),
      JSONCase("n_table_duplicate", "{\"a\": \"x\",\n \"a\": \"y\"}"),
      JSONCase("n_table_trailing_comma", #"{"a": "x",}"#),
      JSONCase("n_table_unclosed", #"{"a": "x""#),
      JSONCase("n_table_text_after", #"{"a": "x"} {}"#),
      JSONCase("i_table_number_value", #"{"a": "x", "b": 1}"#),
      JSONCase("n_table_bad_escape", #"{"a": "\q"}"#),
    ])
  func stringTable(_ document: JSONCase) {
    let parsed = Result { () throws(JSONSyntaxError) in try JSON.parse(document.bytes) }
    switch Result(catching: { () throws(JSONSyntaxError) in try JSONReader.stringTable(document.bytes) }) {
    case .success(let table?):
      let members = (try? parsed.get())?.object
      #expect(members != nil && members?.count == table.count)
      for (key, value) in members ?? [:] { #expect(table[key] == value.string, "\(key)") }
    case .success(nil):
      let members = (try? parsed.get())?.object
      #expect(members == nil || members?.contains { $0.value.string == nil } == true, "nil for a table of strings")
    case .failure(let error):
      #expect(throws: error) { try parsed.get() }
    }
  }

  /// A partial read (`partly`) fails exactly where parse (`full`) fails, and
  /// otherwise passes `check`. The one difference the documentation says: a
  /// key twice inside a value left out is not seen.
  static func expectAsParse(
    _ full: Result<JSON, JSONSyntaxError>, _ partly: Result<JSON, JSONSyntaxError>, _ document: JSONCase,
    _ check: (JSON, JSON) -> Void
  ) {
    switch (full, partly) {
    case (.success(let value), .success(let read)):
      check(value, read)
    case (.failure(let error), .failure(let same)):
      #expect(error == same)
    case (.success, .failure(let error)):
      Issue.record("the partial read rejects what parse accepts: \(error)")
    case (.failure(let error), .success):
      #expect(document.name.contains("duplicate"), "the partial read accepts what parse rejects: \(error)")
    }
  }

  /// Each document inside an unwanted object of a filtered list, and inside a wanted one.
  @Test(
    "A filtered list keeps the objects it wants and checks the rest as parse checks them",
    arguments: accepted + rejected + [
      JSONCase("y_skip_nested", #"{"skip": {"a": [1, {"skip": 2}]}, "b": "\u00e9"}"#),
      JSONCase("n_skip_unclosed_inner", "{\"a\": [1,\n 2"),
      JSONCase("n_skip_deep", String(repeating: "[", count: 70) + String(repeating: "]", count: 70)),
    ])
  func filteredList(_ document: JSONCase) {
    let wrapped =
      Array("{\"list\": [{\"id\": \"drop\", \"v\": ".utf8) + document.bytes
      + Array(
        "},\n {\"v\": 1, \"id\": \"keep\"}, 7, {\"v\": 2}, {\"\\u0069d\": \"drop\"}], \"list2\": [{\"id\": \"drop\"}]}"
          .utf8)
    let filter = JSONReader.ListFilter(list: "list", key: "id", values: ["keep"])
    let full = Result { () throws(JSONSyntaxError) in try JSON.parse(wrapped) }
    let filtered = Result { () throws(JSONSyntaxError) in try JSONReader.parse(wrapped, keeping: filter) }
    Self.expectAsParse(full, filtered, document) { value, kept in
      let list = value.object?["list"]?.array ?? []
      #expect(list.count == 5)
      #expect(kept.object?["list"] == .array(Array(list.dropFirst())), "only the unwanted object is left out")
      #expect(kept.object?["list2"] == value.object?["list2"], "another list is not filtered")
    }
  }

  @Test("A filtered read tells each kept item's place in the whole list, and only for the top object's list")
  func filteredPlaces() throws {
    let text =
      #"{"list": [{"id": "a"}, {"id": "b"}, 7, {"id": "c"}, {"v": {"list": [{"id": "x"}, {"id": "a"}]}}]}"#
    let filter = JSONReader.ListFilter(list: "list", key: "id", values: ["a", "c"])
    let (value, places) = try JSONReader.filtered(Array(text.utf8), keeping: filter)
    #expect(places == [0, 2, 3, 4])
    #expect(value.object?["list"]?.array?.count == 4)
  }

  @Test("The interface strings read as a table are what parse reads", arguments: ["en", "ko"])
  func interfaceStrings(_ language: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent("Localization/\(language).json")))
    let table = try #require(try JSONReader.stringTable(bytes))
    let members = try #require(try JSON.parse(bytes).object)
    #expect(table.count == members.count && table.count > 500)
    for (key, value) in members { #expect(table[key] == value.string) }
  }

  @Test(
    "An unclosed or unseparated object or array is named as such, built or skipped",
    arguments: [
      ("{\"a\": 1", "object is never closed"), ("[1", "array is never closed"),
      ("{\"a\": 1 x}", "expected ',' or '}'"), ("[1 x]", "expected ',' or ']'"),
    ])
  func containerErrors(_ text: String, _ reason: String) {
    #expect(throws: JSONSyntaxError(line: 1, reason: reason)) { try JSON.parse(Array(text.utf8)) }
    let filter = JSONReader.ListFilter(list: "list", key: "id", values: ["keep"])
    #expect(throws: JSONSyntaxError(line: 1, reason: reason)) {
      try JSONReader.parse(Array(("{\"list\": [{\"id\": \"drop\", \"v\": " + text).utf8), keeping: filter)
    }
  }

  @Test("Rejects every invalid document with a reason, never a crash", arguments: rejected)
  func rejects(_ document: JSONCase) {
    #expect(throws: JSONSyntaxError.self) { try JSON.parse(document.bytes) }
  }

  @Test(
    "Reads values exactly",
    arguments: [
      (#"["\uD83D\uDE00"]"#, JSON.array([.string("😀")])),
      (#"["\u0041\u00e9\uac00"]"#, .array([.string("Aé가")])),
      (#"["\"\\\/\b\f\n\r\t"]"#, .array([.string("\"\\/\u{8}\u{C}\n\r\t")])),
      (#"["a\n생"]"#, .array([.string("a\n생")])),
      ("[9223372036854775807]", .array([.integer(Int.max)])),
      ("[-9223372036854775808]", .array([.integer(Int.min)])),
      ("[99999999999999999999]", .array([.number(1e20)])),
      ("[-0]", .array([.integer(0)])),
      ("[1.5e3]", .array([.number(1500)])),
      ("{\"b\": 1, \"a\": [true, null]}", .object(["b": .integer(1), "a": .array([.bool(true), .null])])),
    ])
  func values(_ text: String, _ expected: JSON) throws {
    #expect(try JSON.parse(Array(text.utf8)) == expected)
  }

  @Test("Whole numbers are read as Int; what does not fit an Int is never an Int")
  func integers() throws {
    #expect(try JSON.parse(Array("1700000000123".utf8)).int == 1_700_000_000_123)
    #expect(try JSON.parse(Array("1e300".utf8)).int == nil)
    #expect(try JSON.parse(Array("-9.3e18".utf8)).int == nil)
    #expect(try JSON.parse(Array("9223372036854775808".utf8)).int == nil)
    #expect(try JSON.parse(Array("2.5".utf8)).int == nil)
    #expect(try JSON.parse(Array("4.0".utf8)).int == 4)
    #expect(try JSON.parse(Array("\"4\"".utf8)).int == nil)
  }

  @Test("Errors name the line")
  func errorLine() {
    #expect(throws: JSONSyntaxError(line: 3, reason: "a number cannot start with 0")) {
      try JSON.parse(Array("{\n\"a\":\n 01}".utf8))
    }
  }

  @Test("Object members keep the order written")
  func order() throws {
    let document = try JSON.parse(Array("{\"z\": 1, \"a\": 2, \"m\": 3}".utf8))
    #expect(document.object?.keys == ["z", "a", "m"])
    #expect(try document.encoded(.line) == "{\"z\": 1, \"a\": 2, \"m\": 3}")
  }

  @Test(
    "Strings are escaped and read back unchanged",
    arguments: [
      "plain", "", "quote \" back \\ slash", "line\nfeed\r\ttab", "\u{0}\u{1}\u{1B}[31m\u{1F}", "생명주기 😀",
      "\u{7F}\u{2028}",
    ])
  func roundTrip(_ text: String) throws {
    let written = try JSON.array([.string(text), .object([text: .integer(1)])]).encoded(.line)
    #expect(!written.unicodeScalars.contains { $0.value < 0x20 })
    #expect(try JSON.parse(Array(written.utf8)) == .array([.string(text), .object([text: .integer(1)])]))
  }

  @Test("Control characters are written as the escapes JSON names")
  func escapes() {
    #expect(JSON.quoted("a\"b\\c\nd\u{1}\u{1F}") == #""a\"b\\c\nd\u0001\u001f""#)
  }

  @Test(
    "The writer refuses infinity and NaN, naming where", arguments: [Double.infinity, -Double.infinity, Double.nan])
  func nonFinite(_ number: Double) {
    #expect(throws: JSONWriteError(path: "items.a.s")) {
      try JSON.object(["items": .object(["a": .object(["s": .number(number)])])]).encoded()
    }
  }

  @Test("Doubles are written so they read back the same")
  func doubles() throws {
    for number in [0.1, 1e-7, 3.5e300, -2.25, 5.0] {
      #expect(try JSON.parse(Array(try JSON.number(number).encoded(.line).utf8)).double == number)
    }
  }

  @Test("Pretty layout: two-space indents, small objects of scalars on one line")
  func pretty() throws {
    let document: JSON = .object([
      "name": "lifequiz", "list": .array([.integer(1), .object(["a": .bool(true), "b": .null])]), "empty": .array([]),
    ])
    let expected = """
      {
        "name": "lifequiz",
        "list": [
          1,
          {"a": true, "b": null}
        ],
        "empty": []
      }

      """
    #expect(try document.encoded() == expected)
  }
}
