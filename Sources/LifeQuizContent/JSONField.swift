import LifeQuizStorage

/// Reads typed fields out of a `JSON` value, keeping the key path so a bad
/// field is reported as `scenarios[3].events`.
struct JSONField {
  let value: JSON
  let path: KeyPath
  let file: String

  /// Where a field is, spelled only when an error needs it.
  indirect enum KeyPath {
    case root
    case key(KeyPath, String)
    case index(KeyPath, Int)

    var text: String {
      switch self {
      case .root: ""
      case .key(.root, let key): key
      case .key(let parent, let key): parent.text + "." + key
      case .index(let parent, let index): parent.text + "[\(index)]"
      }
    }
  }

  init(value: JSON, path: KeyPath = .root, file: String) {
    self.value = value
    self.path = path
    self.file = file
  }

  func fail(_ reason: String) -> ContentError {
    let key = path.text
    return ContentError(file: file, key: key.isEmpty ? "(top level)" : key, reason: reason)
  }

  subscript(key: String) -> JSONField {
    JSONField(value: value[key] ?? .null, path: .key(path, key), file: file)
  }

  var isMissing: Bool { value == .null }

  func string() throws(ContentError) -> String {
    switch value {
    case .string(let text): return text
    case .null: throw fail("is missing")
    case .bool, .integer, .number, .array, .object: throw fail("must be a string")
    }
  }

  /// A member that must be a string, read without making its field: a
  /// field's path is a heap node, and only an error needs it.
  func string(_ key: String) throws(ContentError) -> String {
    if case .string(let text)? = value[key] { return text }
    return try self[key].string()
  }

  func optionalString() throws(ContentError) -> String? {
    isMissing ? nil : try string()
  }

  func bool() throws(ContentError) -> Bool {
    guard case .bool(let flag) = value else { throw fail(isMissing ? "is missing" : "must be true or false") }
    return flag
  }

  func optionalBool() throws(ContentError) -> Bool? { isMissing ? nil : try bool() }

  func int() throws(ContentError) -> Int {
    guard let whole = value.int else { throw fail(isMissing ? "is missing" : "must be a whole number") }
    return whole
  }

  func optionalInt() throws(ContentError) -> Int? { isMissing ? nil : try int() }

  /// With `places`, each item's place in the list as the file has it (a
  /// filtered read keeps only some).
  func array(places: [Int]? = nil) throws(ContentError) -> [JSONField] {
    guard case .array(let items) = value else { throw fail(isMissing ? "is missing" : "must be a list") }
    return items.enumerated().map { offset, item in
      let place = places.flatMap { offset < $0.count ? $0[offset] : nil } ?? offset
      return JSONField(value: item, path: .index(path, place), file: file)
    }
  }

  /// A list of strings. Reads the items directly: a field (and its key
  /// path) is made only for an item that is not a string, to report it.
  func strings() throws(ContentError) -> [String] {
    guard case .array(let items) = value else { throw fail(isMissing ? "is missing" : "must be a list") }
    var result: [String] = []
    result.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      guard case .string(let text) = item else {
        throw JSONField(value: item, path: .index(path, index), file: file).typeError("must be a string")
      }
      result.append(text)
    }
    return result
  }

  /// The error `string()` or `strings()` gives for this value, which is not of its type.
  private func typeError(_ reason: String) -> ContentError { fail(isMissing ? "is missing" : reason) }

  /// An object of texts by language code; English is required.
  func localized() throws(ContentError) -> Localized {
    guard case .object(let members) = value else {
      throw fail(isMissing ? "is missing" : "must be an object of texts by language, with en")
    }
    let english = Language.english.rawValue
    guard case .string = members[english] else {
      throw self[english].typeError("must be a string")
    }
    var texts: [Language: String] = Dictionary(minimumCapacity: members.count)
    for (code, member) in members {
      switch member {
      case .string(let text): texts[Language(code)] = text
      case .null: continue
      case .bool, .integer, .number, .array, .object:
        throw JSONField(value: member, path: .key(path, code), file: file).typeError("must be a string")
      }
    }
    return Localized(texts)
  }

  /// An object of word lists by language code.
  func wordLists() throws(ContentError) -> [Language: [String]] {
    let members = try members()
    var lists: [Language: [String]] = Dictionary(minimumCapacity: members.count)
    for (code, member) in members {
      lists[Language(code)] = try JSONField(value: member, path: .key(path, code), file: file).strings()
    }
    return lists
  }

  /// The keys of an object.
  func members() throws(ContentError) -> JSONObject {
    guard let members = value.object else { throw fail("must be an object") }
    return members
  }
}
