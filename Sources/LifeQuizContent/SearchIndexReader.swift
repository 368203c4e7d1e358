import QuizEngine

/// Reads what `SearchIndexWriter` wrote, from `offset` up to `end`. Every
/// read checks what is left, so a short or damaged file gives nil, never a
/// trap or a huge allocation.
struct SearchIndexReader {
  private let input: [UInt8]
  private var offset: Int
  private let end: Int

  init(bytes: [UInt8], from offset: Int = 0, end: Int? = nil) {
    input = bytes
    self.end = min(end ?? bytes.count, bytes.count)
    self.offset = min(max(0, offset), self.end)
  }

  private var left: Int { end - offset }

  var isAtEnd: Bool { offset == end }

  /// The first eight bytes as an integer, or nil when there are fewer.
  var integerValue: UInt64? {
    var copy = self
    return copy.integer()
  }

  mutating func bytes(_ count: Int) -> [UInt8]? {
    guard count >= 0, count <= left else { return nil }
    defer { offset += count }
    return Array(input[offset..<(offset + count)])
  }

  mutating func integer() -> UInt64? { load(UInt64.self) }

  mutating func integer32() -> UInt32? { load(UInt32.self) }

  /// A little-endian integer of the type's size.
  private mutating func load<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
    let size = MemoryLayout<Value>.size
    guard left >= size else { return nil }
    let value = input.withUnsafeBytes { Value(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Value.self)) }
    offset += size
    return value
  }

  mutating func byte() -> UInt8? {
    guard left >= 1 else { return nil }
    defer { offset += 1 }
    return input[offset]
  }

  /// What `SearchIndexWriter.lineTerms` wrote.
  mutating func lineTerms() -> [[Int]?]? {
    guard let count = count(each: 8) else { return nil }
    var lines: [[Int]?] = []
    lines.reserveCapacity(count)
    for _ in 0..<count {
      guard let stored = lineTermCount() else { return nil }
      guard stored > 0 else {
        lines.append(nil)
        continue
      }
      var numbers: [Int] = []
      numbers.reserveCapacity(Int(stored - 1))
      for _ in 1..<stored {
        guard let number = integer32() else { return nil }
        numbers.append(Int(number))
      }
      lines.append(numbers)
    }
    return lines
  }

  /// Line terms passed over, checked but not decoded: where they start.
  mutating func skipLineTerms() -> Int? {
    skipList { reader in
      guard let stored = reader.lineTermCount() else { return false }
      reader.offset += 4 * Int(max(stored, 1) - 1)
      return true
    }
  }

  /// A counted list passed over, each entry by `skip`: where it starts.
  private mutating func skipList(_ skip: (inout SearchIndexReader) -> Bool) -> Int? {
    let start = offset
    guard let count = count(each: 8) else { return nil }
    for _ in 0..<count {
      guard skip(&self) else { return nil }
    }
    return start
  }

  /// A line's count of terms plus one (0: not stored), when its terms fit.
  private mutating func lineTermCount() -> UInt64? {
    guard let stored = integer(), stored <= UInt64(left / 4 + 1) else { return nil }
    return stored
  }

  /// A count of things that each take at least `size` bytes of what is left.
  mutating func count(each size: Int) -> Int? {
    guard let value = integer(), value <= UInt64(left / size) else { return nil }
    return Int(value)
  }

  mutating func number() -> Double? { integer().map(Double.init(bitPattern:)) }

  mutating func text() -> String? {
    guard let length = count(each: 1) else { return nil }
    defer { offset += length }
    return String(decoding: input[offset..<(offset + length)], as: UTF8.self)
  }

  /// A text passed over: where its bytes are.
  mutating func skipText() -> Range<Int>? {
    guard let length = count(each: 1) else { return nil }
    defer { offset += length }
    return offset..<(offset + length)
  }

  mutating func texts() -> [String]? {
    guard let count = count(each: 8) else { return nil }
    var values: [String] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      guard let value = text() else { return nil }
      values.append(value)
    }
    return values
  }

  /// What `SearchIndexWriter.textLists` wrote: a count, then that many `texts()`.
  mutating func textLists() -> [[String]]? {
    guard let count = count(each: 8) else { return nil }
    var lists: [[String]] = []
    for _ in 0..<count {
      guard let list = texts() else { return nil }
      lists.append(list)
    }
    return lists
  }

  /// Texts passed over, checked but not decoded: where they start.
  mutating func skipTexts() -> Int? { skipList { $0.skipText() != nil } }

  mutating func perField() -> SearchIndex.PerField? {
    var values = SearchIndex.PerField()
    for field in SearchField.allCases {
      guard let value = number(), value.isFinite, value >= 0 else { return nil }
      values[field.rawValue] = value
    }
    return values
  }

  /// What `SearchIndexWriter.tokenizer` wrote.
  mutating func tokenizer() -> Tokenizer? {
    var lists: [[String]] = []
    for _ in 0..<8 {
      guard let list = texts() else { return nil }
      lists.append(list)
    }
    var groups: [[[String]]] = []
    for _ in 0..<2 {
      guard let group = textLists() else { return nil }
      groups.append(group)
    }
    guard let name = text(), let segmentation = Segmentation(rawValue: name) else { return nil }
    let vocabulary = TokenizerVocabulary(
      particles: lists[0], endings: lists[1], keep: lists[2], stopwords: lists[3], suffixes: groups[0],
      variants: groups[1], weak: lists[4], callbackIntent: lists[5], segmentation: segmentation)
    return Tokenizer(vocabulary: vocabulary, weakTerms: Set(lists[6]), callbackIntentTerms: Set(lists[7]))
  }

  /// The whole index, or nil when anything is missing or impossible.
  mutating func index() -> SearchIndex? {
    guard let tokenizer = tokenizer(), let groupCount = count(each: 8) else { return nil }
    var aliases: [[[String]]] = []
    for _ in 0..<groupCount {
      guard let group = textLists() else { return nil }
      aliases.append(group)
    }
    guard let averageLengths = perField(), let documentCount = count(each: 64) else { return nil }
    var documents: [SearchDocument] = []
    var lengths: [SearchIndex.PerField] = []
    documents.reserveCapacity(documentCount)
    lengths.reserveCapacity(documentCount)
    for _ in 0..<documentCount {
      guard let kindName = text(), let kind = SearchDocument.Kind(rawValue: kindName), let id = text(),
        let title = text(), let command = text(), let page = texts(), page.count <= 1, let names = texts(),
        let lines = skipTexts(), let lineTerms = skipLineTerms(), let length = perField()
      else { return nil }
      documents.append(
        SearchDocument(
          kind: kind, id: id, title: title, command: command, page: page.first, names: Set(names), fields: [],
          // Snippet lines are decoded only for the documents shown.
          lines: { [input, end] in
            var reader = SearchIndexReader(bytes: input, from: lines, end: end)
            return reader.texts() ?? []
          },
          lineTerms: { [input, end] in
            var reader = SearchIndexReader(bytes: input, from: lineTerms, end: end)
            return reader.lineTerms() ?? []
          }))
      lengths.append(length)
    }
    // The lists, to the end, are read in place as a search needs them.
    guard let postings = SearchPostings(bytes: input, section: offset..<end, documentCount: documentCount) else {
      return nil
    }
    return SearchIndex(
      documents: documents, tokenizer: tokenizer, aliases: aliases, postings: postings, lengths: lengths,
      averageLengths: averageLengths)
  }
}
