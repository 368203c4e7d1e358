import LifeQuizStorage

/// A language's texts by key. Read from its file, they stay the file's
/// bytes with each key's place found once, and a text is made when it is
/// asked for: a command shows a few dozen of a thousand, and making them all
/// took a tenth of a short command's start. Given as a dictionary, as tests
/// and files read the general way are, they are looked up in it.
struct LocalizedTexts: Sendable {
  private let bytes: [UInt8]
  /// Each key's place, by the hash of its bytes.
  private let places: [UInt64: Place]
  private let dictionary: [String: String]

  private struct Place: Sendable {
    let key: Range<Int>
    let text: Range<Int>
  }

  init(_ dictionary: [String: String]) {
    bytes = []
    places = [:]
    self.dictionary = dictionary
  }

  /// The texts of a file that is one object of strings, or nil when it is
  /// not, or when a key is written with an escape, written twice, or shares
  /// its hash with another: the general reading then says what is wrong, or
  /// reads it.
  init?(file bytes: [UInt8]) {
    guard let found = (try? JSONReader.stringPlaces(bytes)) ?? nil else { return nil }
    var places: [UInt64: Place] = [:]
    places.reserveCapacity(found.count)
    for (key, text) in found {
      guard !bytes[key].contains(UInt8(ascii: "\\")) else { return nil }
      let hash = bytes.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[key])) }
      guard places.updateValue(Place(key: key, text: text), forKey: hash) == nil else { return nil }
    }
    self.bytes = bytes
    self.places = places
    dictionary = [:]
  }

  subscript(key: String) -> String? {
    guard !places.isEmpty else { return dictionary[key] }
    var key = key
    return key.withUTF8 { wanted -> String? in
      guard let place = places[Self.hash(UnsafeRawBufferPointer(wanted))],
        bytes[place.key].elementsEqual(wanted)
      else { return nil }
      guard bytes[place.text].contains(UInt8(ascii: "\\")) else {
        return String(decoding: bytes[place.text], as: UTF8.self)
      }
      return JSONReader.string(in: bytes, quotedAt: place.text.lowerBound - 1)
    }
  }

  private static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
    var hash = FNVHash()
    hash.add(key)
    return hash.value
  }
}
