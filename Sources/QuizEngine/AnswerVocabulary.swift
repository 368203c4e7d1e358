/// The words practice accepts besides numbers and selectors, read from the
/// named lists of `Localization/vocabulary/<language>.json` (every language
/// merged: a learner may answer in either). No input word lives in code.
public struct AnswerVocabulary: Hashable, Sendable {
  public var yes: Set<String> = []
  public var no: Set<String> = []
  /// "No callback" and "no situation": `none`, `없음`.
  public var none: Set<String> = []
  /// State raw value (`notRunning`) → words that name it.
  public var states: [String: String] = [:]
  /// Words that may follow a state name: `상태`, `state`.
  public var stateSuffixes: [String] = []
  /// Words that may follow an option number: `번`.
  public var numberSuffixes: [String] = []
  /// Particles that may follow a key word: `로`, `에서`.
  public var particles: [String] = []
  public var commands: [PromptWord: Set<String>] = [:]
  public var grades: [Rating: Set<String>] = [:]

  /// What a word typed at the prompt may mean besides an answer.
  public enum PromptWord: String, CaseIterable, Hashable, Sendable {
    case hint, skip, explain, quit
    /// "I don't know": the answer is shown, never saved as an answer.
    case dontKnow = "dont-know"
    /// After a miss in a terminal: the rest of the explanation.
    case more
    /// After a miss in a terminal: the topic's page.
    case page
    /// At a grade prompt, before a point's number: "I did state it".
    case right
    /// A quit word that is also an answer (종료): it ends nothing by itself.
    case quitOrAnswer = "quit-or-answer"
    /// In practice: take back the last answer (or suspension) of this session.
    case undo
    /// In practice: never ask this item again, until `--unsuspend`.
    case suspend
  }

  public init() {}

  /// The vocabulary from named lists: `answer-yes`, `answer-no`,
  /// `answer-none`, `answer-state-<state>`, `answer-state-suffixes`,
  /// `answer-number-suffixes`, `particles`, `command-<word>`, `grade-<rating>`.
  public init(lists: [String: [String]]) {
    func words(_ name: String) -> Set<String> { Set((lists[name] ?? []).map(AnswerParser.normalize)) }
    yes = words("answer-yes")
    no = words("answer-no")
    none = words("answer-none")
    for (name, list) in lists where name.hasPrefix("answer-state-") && name != "answer-state-suffixes" {
      let state = String(name.dropFirst("answer-state-".count))
      for word in list { states[AnswerParser.normalize(word)] = state }
    }
    stateSuffixes = (lists["answer-state-suffixes"] ?? []).map(AnswerParser.normalize).sorted { $0.count > $1.count }
    numberSuffixes = (lists["answer-number-suffixes"] ?? []).map(AnswerParser.normalize)
    particles = (lists["particles"] ?? []).sorted { $0.count > $1.count }
    for word in PromptWord.allCases { commands[word] = words("command-\(word.rawValue)") }
    for rating in Rating.allCases { grades[rating] = words("grade-\(rating.name)") }
  }

  /// Lists merged, in order: several languages into one vocabulary.
  public static func merging(_ lists: [[String: [String]]]) -> AnswerVocabulary {
    var merged: [String: [String]] = [:]
    for file in lists { merged.merge(file) { $0 + $1 } }
    return AnswerVocabulary(lists: merged)
  }

  /// What a prompt word means, if it is one.
  public func command(_ input: String) -> PromptWord? {
    let word = AnswerParser.normalize(input)
    return PromptWord.allCases.first { commands[$0]?.contains(word) == true }
  }

  /// A state named by a word, with or without `상태` or a particle after it.
  func state(_ text: String) -> String? {
    let word = AnswerParser.normalize(text)
    if let state = states[word] { return state }
    for stripped in strippedForms(word) { if let state = states[stripped] { return state } }
    return nil
  }

  /// The word without a particle, without a state suffix, or without both.
  private func strippedForms(_ word: String) -> [String] {
    var forms: [String] = []
    let bare = particles.first { word.hasSuffix($0) && word.count > $0.count }.map { String(word.dropLast($0.count)) }
    for candidate in [word] + (bare.map { [$0] } ?? []) {
      if candidate != word { forms.append(candidate) }
      if let suffix = stateSuffixes.first(where: { candidate.hasSuffix($0) && candidate.count > $0.count }) {
        forms.append(String(candidate.dropLast(suffix.count)))
      }
    }
    return forms
  }

  /// `4` or `4번`.
  func number(_ token: String) -> Int? {
    if let number = Int(token) { return number }
    let word = AnswerParser.normalize(token)
    for suffix in numberSuffixes where word.hasSuffix(suffix) {
      if let number = Int(word.dropLast(suffix.count)) { return number }
    }
    return nil
  }
}
