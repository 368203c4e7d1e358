/// Per term, the documents that hold it, kept as the bytes the search cache
/// stores and read in place: a search decodes the lists of its own words
/// only, where decoding every list took a quarter of a search.
///
/// The bytes: the number of terms, then where each term's entry starts
/// (from the start of these bytes), then the entries in the byte order of
/// their terms, each the term's length and UTF-8, the number of documents
/// and per document its number (4 bytes), a byte with a bit for each field
/// that holds the term, and the count in each of those fields (4 bytes).
/// Other integers are 8 bytes; all little-endian, as `SearchIndexWriter`
/// writes them. Most counts are zero: written out, they were half the cache.
///
/// Terms are compared as UTF-8 bytes, as they are stored.
struct SearchPostings: Sendable {
  private let bytes: [UInt8]
  private let section: Range<Int>
  private let termCount: Int
  private let documentCount: Int
  /// The least a document of a list takes: its number and its fields.
  private static let postingSize = 5

  /// An entry is checked when it is read; one that does not read whole
  /// counts as no entry.
  init?(bytes: [UInt8], section: Range<Int>, documentCount: Int) {
    guard section.lowerBound >= 0, section.upperBound <= bytes.count else { return nil }
    self.bytes = bytes
    self.section = section
    self.documentCount = documentCount
    var reader = SearchIndexReader(bytes: bytes, from: section.lowerBound, end: section.upperBound)
    // The table must fit; where it points is checked at each look-up.
    guard let count = reader.count(each: 8) else { return nil }
    termCount = count
  }

  /// The bytes of a built index's lists.
  init(encoding lists: [String: [SearchIndex.Posting]], documentCount: Int) {
    let terms = lists.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    var table = SearchIndexWriter()
    var entries = SearchIndexWriter()
    table.integer(UInt64(terms.count))
    let tableSize = 8 + 8 * terms.count
    for term in terms {
      table.integer(UInt64(tableSize + entries.output.count))
      entries.text(bytes: term)
      let list = lists[String(decoding: term, as: UTF8.self)] ?? []
      entries.integer(UInt64(list.count))
      for posting in list {
        entries.integer32(UInt32(posting.document))
        let fields = SearchField.allCases.filter { posting.counts[$0.rawValue] > 0 }
        entries.byte(fields.reduce(0) { $0 | 1 << UInt8($1.rawValue) })
        for field in fields { entries.integer32(UInt32(min(posting.counts[field.rawValue], Double(UInt32.max)))) }
      }
    }
    let encoded = table.output + entries.output
    bytes = encoded
    section = 0..<encoded.count
    termCount = terms.count
    self.documentCount = documentCount
  }

  /// The bytes as the cache writes them.
  var encoded: ArraySlice<UInt8> { bytes[section] }

  /// The documents that hold `term`, or nil when none does.
  func list(_ term: String) -> [SearchIndex.Posting]? {
    entry(term).flatMap(decodedList)
  }

  func contains(_ term: String) -> Bool { entry(term) != nil }

  /// How many documents hold `term`.
  func holderCount(_ term: String) -> Int {
    entry(term).flatMap(listStart)?.count ?? 0
  }

  /// The terms that begin with `prefix`, in byte order.
  func terms(beginning prefix: String) -> [String] {
    let wanted = Array(prefix.utf8)
    var index = lowerBound(wanted)
    var found: [String] = []
    while index < termCount, let term = termBytes(index), term.starts(with: wanted) {
      found.append(String(decoding: term, as: UTF8.self))
      index += 1
    }
    return found
  }

  /// Where `term` sits in the table: the number line terms are stored by.
  func entry(_ term: String) -> Int? {
    let wanted = Array(term.utf8)
    let index = lowerBound(wanted)
    guard index < termCount, let found = termBytes(index), found.elementsEqual(wanted) else { return nil }
    return index
  }

  /// The first entry whose term is not before `wanted`.
  private func lowerBound(_ wanted: [UInt8]) -> Int {
    var low = 0
    var high = termCount
    while low < high {
      let middle = (low + high) / 2
      // A damaged term sorts first: the search passes it.
      if let term = termBytes(middle), !term.lexicographicallyPrecedes(wanted) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  private func reader(at index: Int) -> SearchIndexReader? {
    var table = SearchIndexReader(bytes: bytes, from: section.lowerBound + 8 + 8 * index, end: section.upperBound)
    guard let start = table.integer() else { return nil }
    let end = index + 1 < termCount ? table.integer() : UInt64(section.count)
    guard let end, start < end, end <= UInt64(section.count) else { return nil }
    return SearchIndexReader(
      bytes: bytes, from: section.lowerBound + Int(start), end: section.lowerBound + Int(end))
  }

  private func termBytes(_ index: Int) -> ArraySlice<UInt8>? {
    guard var reader = reader(at: index), let range = reader.skipText() else { return nil }
    return bytes[range]
  }

  /// A reader at the list of entry `index`, and the list's length.
  private func listStart(_ index: Int) -> (reader: SearchIndexReader, count: Int)? {
    guard var reader = reader(at: index), reader.skipText() != nil, let count = reader.count(each: Self.postingSize)
    else { return nil }
    return (reader, count)
  }

  private func decodedList(_ index: Int) -> [SearchIndex.Posting]? {
    guard let (start, count) = listStart(index) else { return nil }
    var reader = start
    var list: [SearchIndex.Posting] = []
    list.reserveCapacity(count)
    for _ in 0..<count {
      guard let document = reader.integer32(), Int(document) < documentCount, let fields = reader.byte() else {
        return nil
      }
      var counts = SearchIndex.PerField()
      for field in SearchField.allCases where fields & 1 << UInt8(field.rawValue) != 0 {
        guard let count = reader.integer32() else { return nil }
        counts[field.rawValue] = Double(count)
      }
      list.append(SearchIndex.Posting(document: Int(document), counts: counts))
    }
    return reader.isAtEnd ? list : nil
  }
}
