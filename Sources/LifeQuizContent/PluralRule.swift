/// How a language picks the form of a counted text (`3 reviews`), declared
/// in its strings file under `language.plural` as CLDR plural categories,
/// each with a condition on the count, tried in order; the first that holds
/// wins, and `other` takes the rest:
///
///     "one: n = 1"                                  English, the default
///     "other"                                       Korean: one form
///     "one: n % 10 = 1 and n % 100 != 11;
///      few: n % 10 = 2..4 and n % 100 != 12..14;
///      many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14"
///
/// A condition is relations joined by `and`, those joined by `or` (`and`
/// binds first); a relation compares `n` or `n % <divisor>` with `=` or
/// `!=` to a list of numbers and ranges (`2..4, 7`). Counts are whole
/// numbers, so CLDR's operands for decimals are left out.
public struct PluralRule: Hashable, Sendable {
  public static let key = "language.plural"
  /// Languages that declare nothing count like English.
  public static let english = PluralRule(rules: [
    Rule(category: .one, condition: [[Relation(divisor: nil, negated: false, ranges: [1...1])]])
  ])

  /// A category and when it applies: `or` over `and` of relations.
  struct Rule: Hashable, Sendable {
    let category: PluralCategory
    let condition: [[Relation]]
  }

  /// `n % 10 = 2..4`: the count, or its remainder by `divisor`, in one of
  /// `ranges` (with `negated`, in none).
  struct Relation: Hashable, Sendable {
    let divisor: Int?
    let negated: Bool
    let ranges: [ClosedRange<Int>]

    func holds(for count: Int) -> Bool {
      let value = divisor.map { count % $0 } ?? count
      return ranges.contains { $0.contains(value) } != negated
    }
  }

  private let rules: [Rule]

  private init(rules: [Rule]) {
    self.rules = rules
  }

  /// The categories this language has, `other` last.
  public var categories: [PluralCategory] { rules.map(\.category) + [.other] }

  /// The category of `count`.
  public func category(of count: Int) -> PluralCategory {
    let n = Int(clamping: count.magnitude)
    for rule in rules where rule.condition.contains(where: { $0.allSatisfy { $0.holds(for: n) } }) {
      return rule.category
    }
    return .other
  }

  /// Reads a declaration; a mistake is a sentence saying what is wrong.
  public init(_ text: String) throws(SyntaxError) {
    var rules: [Rule] = []
    var seen: Set<PluralCategory> = []
    for entry in text.split(separator: ";") where entry.contains(where: { $0 != " " }) {
      let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts[0].filter { $0 != " " }
      guard let category = PluralCategory(rawValue: name) else {
        throw SyntaxError(reason: "'\(name)' is not a plural category (zero, one, two, few, many, other)")
      }
      guard seen.insert(category).inserted else { throw SyntaxError(reason: "'\(name)' is given twice") }
      let words = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
      switch category {
      case .other:
        guard words.isEmpty else { throw SyntaxError(reason: "'other' takes no condition: it is every other count") }
      case .zero, .one, .two, .few, .many:
        guard !words.isEmpty else { throw SyntaxError(reason: "'\(name)' needs a condition, such as 'n = 1'") }
        rules.append(Rule(category: category, condition: try Self.condition(words)))
      }
    }
    self.init(rules: rules)
  }

  /// `n % 10 = 2..4 and n % 100 != 12..14 or n = 7`, as words.
  private static func condition(_ words: [String]) throws(SyntaxError) -> [[Relation]] {
    var alternatives: [[Relation]] = []
    var relations: [Relation] = []
    var current = ""
    for word in words + ["or"] {
      guard word == "and" || word == "or" else {
        current += word
        continue
      }
      relations.append(try relation(current))
      current = ""
      if word == "or" {
        alternatives.append(relations)
        relations = []
      }
    }
    return alternatives
  }

  /// `n%10=2..4,7`, spaces removed.
  private static func relation(_ text: String) throws(SyntaxError) -> Relation {
    let negated = text.containsText("!=")
    let sides = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard sides.count == 2 else { throw SyntaxError(reason: "'\(text)' has no '=' or '!='") }
    let left = negated ? sides[0].dropLast() : sides[0]
    var divisor: Int?
    if left != "n" {
      guard left.hasPrefix("n%"), let value = Int(left.dropFirst(2)), value > 0 else {
        throw SyntaxError(reason: "'\(left)' is not 'n' or 'n % <number>'")
      }
      divisor = value
    }
    var ranges: [ClosedRange<Int>] = []
    for item in sides[1].split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = item.split(separator: ".", omittingEmptySubsequences: true)
      let isRange = item.contains(".")
      guard let low = bounds.first.flatMap({ Int($0) }), let high = bounds.last.flatMap({ Int($0) }),
        bounds.count == (isRange ? 2 : 1), !isRange || item.containsText(".."), low <= high
      else { throw SyntaxError(reason: "'\(item)' is not a number or a range such as 2..4") }
      ranges.append(low...high)
    }
    return Relation(divisor: divisor, negated: negated, ranges: ranges)
  }

  /// What is wrong with a declaration, in one sentence.
  public struct SyntaxError: Error, Hashable, Sendable {
    public let reason: String
  }
}
