import QuizEngine

/// Writes a search index as `SearchIndexReader` reads it: integers as 8
/// bytes little-endian (4 or 1 where a field says so), numbers as their
/// bits, text as its length and its UTF-8 bytes; the tokenizer's words, the
/// documents, then the lists of `SearchPostings`.
struct SearchIndexWriter {
  private(set) var output: [UInt8] = []

  mutating func bytes(_ bytes: [UInt8]) { output += bytes }

  mutating func integer(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }

  mutating func number(_ value: Double) { integer(value.bitPattern) }

  mutating func byte(_ value: UInt8) { output.append(value) }

  mutating func integer32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) { output.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
  }

  /// Per line, its count of terms plus one (0 for a line not stored) and
  /// the terms' numbers, four bytes each.
  mutating func lineTerms(_ lines: [[Int]?]) {
    integer(UInt64(lines.count))
    for line in lines {
      guard let line else {
        integer(0)
        continue
      }
      integer(UInt64(line.count + 1))
      for number in line { integer32(UInt32(number)) }
    }
  }

  mutating func text(_ value: String) { text(bytes: Array(value.utf8)) }

  mutating func text(bytes: [UInt8]) {
    integer(UInt64(bytes.count))
    output += bytes
  }

  /// A count, then each list as `texts`.
  mutating func textLists(_ lists: [[String]]) {
    integer(UInt64(lists.count))
    for list in lists { texts(list) }
  }

  mutating func texts(_ values: [String]) {
    integer(UInt64(values.count))
    for value in values { text(value) }
  }

  mutating func perField(_ values: SearchIndex.PerField) {
    for field in SearchField.allCases { number(values[field.rawValue]) }
  }

  /// The tokenizer's words and the terms of its weak and callback-intent
  /// words, so a search from the cache reads no vocabulary file.
  mutating func tokenizer(_ tokenizer: Tokenizer) {
    let vocabulary = tokenizer.vocabulary
    for list in [
      vocabulary.particles, vocabulary.endings, vocabulary.keep, vocabulary.stopwords, vocabulary.weak,
      vocabulary.callbackIntent, tokenizer.weakTerms.sorted(), tokenizer.callbackIntentTerms.sorted(),
    ] {
      texts(list)
    }
    for groups in [vocabulary.suffixes, vocabulary.variants] { textLists(groups) }
    text(vocabulary.segmentation.rawValue)
  }

  mutating func index(_ index: SearchIndex) {
    tokenizer(index.tokenizer)
    let numbers = index.numbers
    integer(UInt64(numbers.aliases.count))
    for group in numbers.aliases { textLists(group) }
    perField(numbers.averageLengths)
    integer(UInt64(index.documents.count))
    var memo = TokenMemo()
    for (offset, document) in index.documents.enumerated() {
      text(document.kind.rawValue)
      text(document.id)
      text(document.title)
      text(document.command)
      texts(document.page.map { [$0] } ?? [])
      texts(document.names.sorted())
      let lines = document.lines()
      texts(lines)
      lineTerms(index.lineTerms(lines, memo: &memo))
      perField(numbers.lengths[offset])
    }
    output += numbers.postings.encoded
  }
}
