/// Where a word sits in a document, and how much a match there counts: a
/// word in a name or title says more about what the document is about than
/// the same word in its body.
public enum SearchField: Int, CaseIterable, Sendable {
  /// Ids, selectors, aliases and event names.
  case name
  case title
  /// The title in the other language, so either language finds it.
  case otherTitle
  /// A summary, headings, key points: short text that names the subject.
  case summary
  case body

  /// How much a long field is discounted (BM25's b). A name field lists
  /// alternatives (a topic's id and all its aliases), so a topic with many
  /// aliases is no less about each of them.
  var lengthNormalization: Double {
    switch self {
    case .name: 0
    case .title, .otherTitle, .summary: 0.75
    // A topic page is long because it covers its subject; its body is
    // discounted less than a short answer's would be for the same words.
    case .body: 0.2
    }
  }

  var weight: Double {
    switch self {
    // A title (a whole interview question, a page's name) says what the
    // document answers as plainly as a name does.
    case .name, .title: 4
    case .otherTitle: 1.5
    case .summary: 2
    case .body: 1
    }
  }
}
