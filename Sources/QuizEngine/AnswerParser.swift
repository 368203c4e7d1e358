import LifecycleCore

/// Reads what people type: option numbers (`3 1 4 2`, `3,1,4,2`, `3142`),
/// selectors with or without `(_:)`, unambiguous abbreviations
/// (`willResign`), state names in English or Korean, true/false as
/// `t`/`f`/`o`/`x`/`참`/`거짓`.
public enum AnswerParser {
  public static func parse(_ input: String, for question: Question) -> Result<Answer, AnswerProblem> {
    let text = input.trimmed
    switch question.body {
    case .recall:
      return .success(.recall(text))
    case .trap:
      guard !text.isEmpty else { return .failure(.empty) }
      return truth(text).map { .success(.truth($0)) } ?? .failure(.notTrueOrFalse)
    case .state(_, _, let options, _):
      guard !text.isEmpty else { return .failure(.empty) }
      if let number = Int(text) {
        guard (1...options.count).contains(number) else {
          return .failure(.numberOutOfRange(number, count: options.count))
        }
        return .success(.state(options[number - 1]))
      }
      guard let state = stateName(text), options.contains(state) else { return .failure(.notAState) }
      return .success(.state(state))
    case .classify(_, let situations):
      if isNone(text) { return .success(.classify([])) }
      guard !text.isEmpty else { return .failure(.empty) }
      return positions(text, count: situations.count).map { .classify(Set($0)) }
    case .order(_, let options, _):
      guard !text.isEmpty else { return .failure(.empty) }
      return choices(text, options: options).map { .order($0) }
    case .next(_, _, let options, _):
      guard !text.isEmpty else { return .failure(.empty) }
      if isNone(text) || Int(text) == options.count + 1 { return .success(.next(nil)) }
      switch choices(text, options: options) {
      case .success(let picked) where picked.count == 1: return .success(.next(picked[0]))
      case .success: return .failure(.expectedOne)
      case .failure(let problem): return .failure(problem)
      }
    }
  }

  /// Lowercased, without spaces, hyphens and underscores.
  static func normalize(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" && $0 != "\t" })
  }

  static func isNone(_ text: String) -> Bool {
    ["none", "nothing", "없음", "없다", "없어요", "-"].contains(normalize(text)) || text == "-"
  }

  static func truth(_ text: String) -> Bool? {
    switch normalize(text) {
    case "t", "true", "y", "yes", "o", "참", "맞음", "맞다", "맞아요", "예", "네", "그렇다": return true
    case "f", "false", "n", "no", "x", "거짓", "틀림", "틀리다", "틀려요", "아니오", "아니요", "아니다": return false
    default: return nil
    }
  }

  /// State names in English (any case, spaces or camel case) or Korean.
  static func stateName(_ text: String) -> String? {
    let names: [String: String] = [
      "notrunning": "notRunning", "실행안됨": "notRunning", "미실행": "notRunning", "실행중아님": "notRunning",
      "inactive": "inactive", "비활성": "inactive", "인액티브": "inactive",
      "active": "active", "활성": "active", "액티브": "active",
      "background": "background", "백그라운드": "background",
      "suspended": "suspended", "서스펜디드": "suspended", "일시정지": "suspended", "중단": "suspended",
      "unattached": "unattached", "연결안됨": "unattached", "미연결": "unattached",
      "foregroundinactive": "foregroundInactive", "포그라운드비활성": "foregroundInactive",
      "foregroundactive": "foregroundActive", "포그라운드활성": "foregroundActive",
    ]
    return names[normalize(text)]
  }

  /// Tokens split at spaces, commas and arrows; one token of digits counts
  /// digit by digit when there are fewer than ten options.
  static func tokens(_ text: String, optionCount: Int) -> [String] {
    let separators: Set<Character> = [" ", ",", "，", "、", ";", "\t", "→", ">"]
    let pieces = text.split(whereSeparator: { separators.contains($0) }).map(String.init).filter { $0 != "-" }
    if pieces.count == 1, optionCount < 10, pieces[0].count > 1, pieces[0].allSatisfy(\.isNumber) {
      return pieces[0].map(String.init)
    }
    return pieces
  }

  static func positions(_ text: String, count: Int) -> Result<[Int], AnswerProblem> {
    var result: [Int] = []
    for token in tokens(text, optionCount: count) {
      guard let number = Int(token) else { return .failure(.unknownName(token)) }
      guard (1...count).contains(number) else { return .failure(.numberOutOfRange(number, count: count)) }
      guard !result.contains(number - 1) else { return .failure(.repeated(token)) }
      result.append(number - 1)
    }
    return .success(result)
  }

  /// Option positions from numbers or callback names.
  static func choices(_ text: String, options: [Callback]) -> Result<[Int], AnswerProblem> {
    var result: [Int] = []
    for token in tokens(text, optionCount: options.count) {
      let position: Int
      if let number = Int(token) {
        guard (1...options.count).contains(number) else {
          return .failure(.numberOutOfRange(number, count: options.count))
        }
        position = number - 1
      } else {
        switch match(token, in: options) {
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
    let typed = normalize(token.split(separator: "(").first.map(String.init) ?? token)
    guard !typed.isEmpty else { return .failure(.unknownName(token)) }
    let keys = options.map { key($0.selector) }
    let exact = keys.indices.filter { keys[$0] == typed }
    if exact.count == 1 { return .success(exact[0]) }
    let partial = keys.indices.filter { keys[$0].contains(typed) }
    if partial.count == 1 { return .success(partial[0]) }
    if partial.isEmpty { return .failure(.unknownName(token)) }
    return .failure(.ambiguous(token, matches: partial.map { options[$0].selector }))
  }

  /// `application(_:willFinishLaunchingWithOptions:)` → `applicationwillfinishlaunchingwithoptions`.
  static func key(_ selector: String) -> String {
    normalize(String(selector.filter { $0 != "(" && $0 != ")" && $0 != ":" }))
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
