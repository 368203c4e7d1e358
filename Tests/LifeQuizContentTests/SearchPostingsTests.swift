import Testing

@testable import LifeQuizContent

@Suite("Search postings read in place")
struct SearchPostingsTests {
  static let lists: [String: [SearchIndex.Posting]] = [
    "willresignactive": [posting(0, name: 2), posting(3, body: 1)],
    "willenterforeground": [posting(1, name: 1)],
    "will": [posting(0, body: 4), posting(1, body: 1), posting(2, body: 2)],
    "inactive": [posting(2, summary: 3)],
    "백그라운드": [posting(3, body: 5)],
    "백그": [posting(3, body: 1)],
  ]
  static let documentCount = 4

  static func posting(_ document: Int, name: Double = 0, summary: Double = 0, body: Double = 0)
    -> SearchIndex.Posting
  {
    var counts = SearchIndex.PerField()
    counts[SearchField.name.rawValue] = name
    counts[SearchField.summary.rawValue] = summary
    counts[SearchField.body.rawValue] = body
    return SearchIndex.Posting(document: document, counts: counts)
  }

  static func summary(_ list: [SearchIndex.Posting]?) -> [String]? {
    list?.map { posting in "\(posting.document) \((0..<8).map { posting.counts[$0] })" }
  }

  @Test("Every term reads back its list; a word that is not a term has none")
  func lookUp() throws {
    let postings = SearchPostings(encoding: Self.lists, documentCount: Self.documentCount)
    for (term, list) in Self.lists {
      #expect(Self.summary(postings.list(term)) == Self.summary(list), "\(term)")
      #expect(postings.contains(term))
      #expect(postings.holderCount(term) == list.count)
    }
    for missing in ["", "wil", "willx", "inactives", "백", "zzz", "a"] {
      #expect(postings.list(missing) == nil, "\(missing)")
      #expect(!postings.contains(missing))
      #expect(postings.holderCount(missing) == 0)
    }
    #expect(postings.terms(beginning: "will") == ["will", "willenterforeground", "willresignactive"])
    #expect(postings.terms(beginning: "willr") == ["willresignactive"])
    #expect(postings.terms(beginning: "백그") == ["백그", "백그라운드"])
    #expect(postings.terms(beginning: "x").isEmpty)
    let empty = SearchPostings(encoding: [:], documentCount: 0)
    #expect(empty.list("will") == nil && empty.terms(beginning: "").isEmpty)
  }

  @Test("The bytes read back from a file, at any place in it, as the lists they encode")
  func readBack() throws {
    let encoded = Array(SearchPostings(encoding: Self.lists, documentCount: Self.documentCount).encoded)
    let file = [UInt8](repeating: 7, count: 13) + encoded + [UInt8](repeating: 9, count: 8)
    let read = try #require(
      SearchPostings(bytes: file, section: 13..<(13 + encoded.count), documentCount: Self.documentCount))
    for (term, list) in Self.lists { #expect(Self.summary(read.list(term)) == Self.summary(list), "\(term)") }
    // Cut short, the table or the last entry is refused.
    #expect(SearchPostings(bytes: file, section: 13..<(12 + encoded.count), documentCount: 4)?.list("백그라운드") == nil)
    #expect(SearchPostings(bytes: file, section: 13..<30, documentCount: 4) == nil)
  }

  @Test("Damaged bytes read as missing terms or refused lists, never a trap or a document out of range")
  func damaged() {
    let encoded = Array(SearchPostings(encoding: Self.lists, documentCount: Self.documentCount).encoded)
    var refused = 0
    for position in encoded.indices {
      for value: UInt8 in [0x00, 0x01, 0x7f, 0xff] where encoded[position] != value {
        var bytes = encoded
        bytes[position] = value
        guard let read = SearchPostings(bytes: bytes, section: 0..<bytes.count, documentCount: Self.documentCount)
        else {
          refused += 1
          continue
        }
        for term in Self.lists.keys {
          let list = read.list(term) ?? []
          #expect(list.allSatisfy { (0..<Self.documentCount).contains($0.document) }, "byte \(position) = \(value)")
          _ = read.holderCount(term)
          _ = read.terms(beginning: String(term.prefix(2)))
        }
      }
    }
    // The table's damage is caught when it is opened.
    #expect(refused > 0)
  }
}
