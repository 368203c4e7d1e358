import LifecycleCore

/// Reads what people type: option numbers (`3 1 4 2`, `3,1,4,2`, `3142`,
/// `4-1-5-7`, `4 → 1`, `4번`), selectors with or without `(_:)`,
/// unambiguous abbreviations (`willResign`), and the words of `vocabulary`:
/// yes and no, none, state names with or without a suffix or particle.
/// Each kind of question reads its own answer (`QuestionBody.parse`) with
/// these parts.
public enum AnswerParser {
  public static func parse(_ input: String, for question: Question, vocabulary: AnswerVocabulary) -> Result<
    Answer, AnswerProblem
  > {
    question.body.parse(input.trimmed, vocabulary: vocabulary)
  }

  /// Callbacks typed by name, with no options shown: a number means nothing.
  /// A part that fits several names is read as this style's callback when
  /// only one of them is (`didBecomeActive` is `sceneDidBecomeActive(_:)`
  /// in a scene-based app).
  static func typed(_ text: String, names: [Callback], style: AppStyle, _ vocabulary: AnswerVocabulary) -> Result<
    [Callback], AnswerProblem
  > {
    let ownStyle = names.indices.filter { index in
      switch (style, names[index]) {
      case (.app, .app), (.scene, .scene): true
      case (.scene, .app(let method)): !method.isReplacedByScenes
      case (.app, .scene): false
      }
    }
    var result: [Callback] = []
    for token in tokens(text, optionCount: 10) {
      if vocabulary.number(token) != nil { return .failure(.namesOnly) }
      var position: Int
      switch match(token, names: names.map(\.selector)) {
      case .success(let found): position = found
      case .failure(.ambiguous(let word, let matches)):
        let typedKey = key(word.split(separator: "(").first.map(String.init) ?? word)
        let own = ownStyle.filter { key(names[$0].selector).contains(typedKey) }
        guard own.count == 1 else { return .failure(.ambiguous(word, matches: matches)) }
        position = own[0]
      case .failure(let problem): return .failure(problem)
      }
      guard !result.contains(names[position]) else { return .failure(.repeated(token)) }
      result.append(names[position])
    }
    return .success(result)
  }

  /// Lowercased, without spaces, hyphens and underscores.
  public static func normalize(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" && $0 != "\t" })
  }

  static func isNone(_ text: String, _ vocabulary: AnswerVocabulary) -> Bool {
    text == "-" || vocabulary.none.contains(normalize(text))
  }

  static func truth(_ text: String, _ vocabulary: AnswerVocabulary) -> Bool? {
    let word = normalize(text.filter { $0 != "." && $0 != "!" })
    if vocabulary.yes.contains(word) { return true }
    if vocabulary.no.contains(word) { return false }
    return nil
  }

  /// Tokens split at spaces, commas, hyphens and arrows; one token of digits
  /// counts digit by digit when there are fewer than ten options.
  static func tokens(_ text: String, optionCount: Int) -> [String] {
    let separators: Set<Character> = [" ", ",", "，", "、", ";", "\t", "→", ">", "-"]
    let pieces = text.split(whereSeparator: { separators.contains($0) }).map(String.init).filter { $0 != "-" }
    if pieces.count == 1, optionCount < 10, pieces[0].count > 1, pieces[0].allSatisfy(\.isNumber) {
      return pieces[0].map(String.init)
    }
    return pieces
  }

  static func positions(_ text: String, count: Int, _ vocabulary: AnswerVocabulary) -> Result<[Int], AnswerProblem> {
    var result: [Int] = []
    for token in tokens(text, optionCount: count) {
      guard let number = vocabulary.number(token) else { return .failure(.unknownName(token)) }
      guard (1...count).contains(number) else { return .failure(.numberOutOfRange(number, count: count)) }
      guard !result.contains(number - 1) else { return .failure(.repeated(token)) }
      result.append(number - 1)
    }
    return .success(result)
  }

  /// Option positions from numbers or callback names.
  static func choices(_ text: String, options: [Callback], _ vocabulary: AnswerVocabulary) -> Result<
    [Int], AnswerProblem
  > {
    choices(text, names: options.map(\.selector), vocabulary)
  }

  /// Option positions from numbers or names (selectors, notification names).
  static func choices(_ text: String, names options: [String], _ vocabulary: AnswerVocabulary) -> Result<
    [Int], AnswerProblem
  > {
    var result: [Int] = []
    for token in tokens(text, optionCount: options.count) {
      let position: Int
      if let number = vocabulary.number(token) {
        guard (1...options.count).contains(number) else {
          return .failure(.numberOutOfRange(number, count: options.count))
        }
        position = number - 1
      } else {
        switch match(token, names: options) {
        case .success(let found): position = found
        case .failure(let problem): return .failure(problem)
        }
      }
      guard !result.contains(position) else { return .failure(.repeated(token)) }
      result.append(position)
    }
    return .success(result)
  }

  /// A name matches an option when it equals the selector (with or without
  /// arguments) or is part of exactly one option's name.
  static func match(_ token: String, in options: [Callback]) -> Result<Int, AnswerProblem> {
    match(token, names: options.map(\.selector))
  }

  static func match(_ token: String, names options: [String]) -> Result<Int, AnswerProblem> {
    let keys = options.map(key)
    // A whole selector first: `application(_:didFinishLaunchingWithOptions:)`
    // is more than its part before the parenthesis.
    let whole = keys.indices.filter { keys[$0] == key(token) }
    if whole.count == 1 { return .success(whole[0]) }
    let typed = key(token.split(separator: "(").first.map(String.init) ?? token)
    guard !typed.isEmpty else { return .failure(.unknownName(token)) }
    let exact = keys.indices.filter { keys[$0] == typed }
    if exact.count == 1 { return .success(exact[0]) }
    let partial = keys.indices.filter { keys[$0].contains(typed) }
    if partial.count == 1 { return .success(partial[0]) }
    if partial.isEmpty { return .failure(.unknownName(token)) }
    return .failure(.ambiguous(token, matches: partial.map { options[$0] }))
  }

  /// `application(_:willFinishLaunchingWithOptions:)` → `applicationwillfinishlaunchingwithoptions`;
  /// `UIScene.didActivateNotification` → `uiscenedidactivatenotification`.
  static func key(_ selector: String) -> String {
    normalize(String(selector.filter { $0 != "(" && $0 != ")" && $0 != ":" && $0 != "." }))
  }
}

extension String {
  var trimmed: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
