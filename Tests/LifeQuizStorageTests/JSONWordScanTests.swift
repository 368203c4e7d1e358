import LifeQuizStorage
import Testing

/// The reader scans strings eight bytes at a time and keeps large objects'
/// keys in an index: what it finds must not depend on where a byte falls in
/// a word or on how many members an object has.
@Suite("JSON reader: strings scanned by words, objects of any size")
struct JSONWordScanTests {
  /// `"` + k letters + `middle` + nine letters + `"`, for k from 0 to 16.
  private func documents(_ middle: [UInt8]) -> [(Int, [UInt8])] {
    (0...16).map { k in
      (
        k,
        [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: k) + middle
          + Array(repeating: UInt8(ascii: "b"), count: 9) + [UInt8(ascii: "\"")]
      )
    }
  }

  @Test("An escape, a quote or a Korean letter is read at every offset in a word")
  func escapesAtEveryOffset() throws {
    for (k, bytes) in documents(Array(#"\n\"\u0041생"#.utf8)) {
      let expected = String(repeating: "a", count: k) + "\n\"A생" + String(repeating: "b", count: 9)
      #expect(try JSON.parse(bytes) == .string(expected), "offset \(k)")
    }
  }

  @Test("A control byte or invalid UTF-8 is an error at every offset in a word, on its line")
  func errorsAtEveryOffset() {
    let control = "control character inside a string (write it as an escape)"
    for (k, bytes) in documents([0x01]) {
      #expect(throws: JSONSyntaxError(line: 1, reason: control), "offset \(k)") { try JSON.parse(bytes) }
      #expect(throws: JSONSyntaxError(line: 2, reason: control), "offset \(k)") {
        try JSON.parse(Array("[\n".utf8) + bytes + Array("]".utf8))
      }
    }
    for (k, bytes) in documents([0xFF]) {
      #expect(throws: JSONSyntaxError(line: 1, reason: "invalid UTF-8 in a string"), "offset \(k)") {
        try JSON.parse(bytes)
      }
    }
    for (k, bytes) in documents([0xEA, 0xB0]) {
      #expect(throws: JSONSyntaxError(line: 1, reason: "invalid UTF-8 in a string"), "offset \(k)") {
        try JSON.parse(bytes)
      }
    }
    #expect(throws: JSONSyntaxError(line: 1, reason: "string is never closed")) {
      try JSON.parse(Array("\"aaaaaaaaaaaaaaaaaaaa".utf8))
    }
  }

  @Test("Objects small and large: members found, duplicates refused, order kept, equal whatever the order")
  func objectsOfAnySize() throws {
    for size in [1, 16, 17, 40] {
      let keys = (0..<size).map { "key\($0)" }
      let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
      let object = try #require(try JSON.parse(Array(text.utf8)).object)
      #expect(object.keys == keys)
      #expect(keys.enumerated().allSatisfy { object[$1] == .integer($0) })
      #expect(object["missing"] == nil)
      let duplicated = "{" + keys.map { "\"\($0)\": 0, " }.joined() + "\"\(keys[size / 2])\": 1}"
      #expect(throws: JSONSyntaxError(line: 1, reason: "duplicate key \"\(keys[size / 2])\"")) {
        try JSON.parse(Array(duplicated.utf8))
      }
      var reversed = JSONObject()
      for (value, key) in keys.enumerated().reversed() { reversed[key] = .integer(value) }
      #expect(reversed == object)
      #expect(reversed.hashValue == object.hashValue)
      reversed[keys[0]] = nil
      #expect(reversed != object)
      #expect(reversed.count == size - 1 && reversed[keys[0]] == nil)
      #expect(size == 1 || reversed[keys[size - 1]] == .integer(size - 1))
    }
  }

  @Test("A word's first quote, backslash, control or non-ASCII byte is found at every offset, whatever follows it")
  func firstSpecialInAWord() {
    let specials: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x01, 0x1F, 0x80, 0xEC, 0xFF]
    let followers: [UInt8] = [UInt8(ascii: "a"), 0x00, 0x01, 0x21, 0x22, 0x5C, 0x5D, 0x7F, 0x80, 0xFF]
    let plain = Array("abcdefgh".utf8)
    plain.withUnsafeBufferPointer { #expect(ByteWord($0, at: 0).firstSpecial(0x22, 0x5C) == nil) }
    for offset in 0..<8 {
      for special in specials {
        for follower in followers {
          var word = plain
          word[offset] = special
          for later in offset + 1..<8 { word[later] = follower }
          word.withUnsafeBufferPointer { buffer in
            #expect(
              ByteWord(buffer, at: 0).firstSpecial(0x22, 0x5C) == offset,
              "\(special) at \(offset), then \(follower)")
          }
        }
      }
    }
  }

  @Test("A string passed over (in a list item a filtered read leaves out) ends or fails at every offset as read")
  func skippedAtEveryOffset() throws {
    let filter = JSONReader.ListFilter(list: "list", key: "id", values: ["keep"])
    func wrapped(_ string: [UInt8]) -> [UInt8] {
      Array("{\"list\": [{\"id\": \"drop\", \"v\": ".utf8) + string
        + Array("}, {\"id\": \"keep\"}]}".utf8)
    }
    let kept = JSON.array([.object(["id": .string("keep")])])
    for (k, bytes) in documents(Array(#"\n\"\u0041생 x 생생"#.utf8)) {
      #expect(try JSONReader.parse(wrapped(bytes), keeping: filter).object?["list"] == kept, "offset \(k)")
    }
    let control = "control character inside a string (write it as an escape)"
    for (k, bytes) in documents(Array("생 ".utf8) + [0x01]) {
      #expect(throws: JSONSyntaxError(line: 1, reason: control), "offset \(k)") {
        try JSONReader.parse(wrapped(bytes), keeping: filter)
      }
    }
    for (k, bytes) in documents([UInt8(ascii: "x"), 0xFF]) {
      #expect(throws: JSONSyntaxError(line: 1, reason: "invalid UTF-8 in a string"), "offset \(k)") {
        try JSONReader.parse(wrapped(bytes), keeping: filter)
      }
    }
  }

  @Test("Two runs of bytes are equal only when every byte is, at every length and offset")
  func equalRuns() {
    for count in 0...20 {
      let bytes = (0..<count).map { UInt8(0x41 + $0) }
      bytes.withUnsafeBufferPointer { one in
        bytes.withUnsafeBufferPointer { other in #expect(ByteWord.equal(one, other)) }
      }
      for place in 0..<count {
        var changed = bytes
        changed[place] ^= 0x20
        bytes.withUnsafeBufferPointer { one in
          changed.withUnsafeBufferPointer { other in #expect(!ByteWord.equal(one, other), "\(count) bytes, at \(place)")
          }
        }
      }
      (bytes + [0]).withUnsafeBufferPointer { longer in
        bytes.withUnsafeBufferPointer { one in #expect(!ByteWord.equal(one, longer)) }
      }
    }
  }
}
