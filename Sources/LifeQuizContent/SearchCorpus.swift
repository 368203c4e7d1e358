import LifecycleCore

/// Everything `search` looks through, in one language, as documents: topic
/// pages, callbacks, interview questions, traps, scenarios and events, plus
/// the other languages' titles so a query in any of them finds them.
public struct SearchCorpus {
  let library: ContentLibrary
  let language: Language
  /// The languages other than `language`, whose titles are searched too.
  let others: [Language]
  /// What an event means, in `language`.
  let eventMeaning: (EventKind) -> String
  /// What a selector's words mean in `language` (`enter` → `진입`).
  let selectorWords: [String: String]

  public init(
    library: ContentLibrary, language: Language, languages: [Language],
    eventMeaning: @escaping (EventKind) -> String, selectorWords: [String: String] = [:]
  ) {
    self.library = library
    self.language = language
    self.others = languages.filter { $0 != language }
    self.eventMeaning = eventMeaning
    self.selectorWords = selectorWords
  }

  /// A selector's name in `language`'s words: `sceneDidEnterBackground(_:)`
  /// is `진입 백그라운드` in Korean, as a Korean question names it.
  func translatedName(of selector: String) -> String {
    var words: [String] = []
    var word = ""
    for character in selector.prefix(while: \.isLetter) {
      if character.isUppercase, !word.isEmpty {
        words.append(word.lowercased())
        word = ""
      }
      word.append(character)
    }
    words.append(word.lowercased())
    return words.compactMap { selectorWords[$0] }.joined(separator: " ")
  }

  private var languageFlag: String { language == .english ? "" : " --lang \(language.rawValue)" }

  /// A text in the other languages that have it.
  private func other(_ text: Localized) -> String {
    others.filter { text.has($0) }.map { text[$0] }.joined(separator: " ")
  }

  public func documents() throws(ContentError) -> [SearchDocument] {
    var documents: [SearchDocument] = []
    for topic in library.topics { documents += try self.topic(topic) }
    for entry in try library.callbacks() { documents.append(callback(entry)) }
    for question in try library.questions(ways: false) { documents.append(self.question(question)) }
    for trap in try library.misconceptions() { documents.append(self.trap(trap)) }
    for scenario in try library.scenarios() { documents.append(self.scenario(scenario)) }
    for kind in EventKind.allCases { documents.append(event(kind)) }
    return documents
  }

  private func topic(_ topic: TopicEntry) throws(ContentError) -> [SearchDocument] {
    let localized = try library.page(topic.id, language)
    let english = localized == nil ? try library.page(topic.id, .english) : nil
    guard let page = localized ?? english else { return [] }
    var otherTitles: [String] = []
    for other in others {
      if let title = try library.page(topic.id, other)?.title { otherTitles.append(title) }
    }
    let otherTitle = otherTitles.joined(separator: " ")
    // The body is indexed as written (the tokenizer drops Markdown marks);
    // only the lines a snippet is picked from are made plain, and only when
    // the page is a result.
    var headings: [String] = []
    var paragraphs: [String] = []
    var inCode = false
    for line in page.body.lines {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard !inCode else { continue }
      if line.hasPrefix("#") { headings.append(line) } else { paragraphs.append(line) }
    }
    let summary = page.summary
    return [
      SearchDocument(
        kind: .topic, id: topic.id, title: page.title, command: "lifequiz explain \(topic.id)\(languageFlag)",
        page: topic.id, names: Self.names([topic.id] + topic.aliases),
        fields: [
          (.title, page.title), (.name, ([topic.id] + topic.aliases).joined(separator: " ")), (.otherTitle, otherTitle),
          (.summary, page.summary + " " + headings.joined(separator: " ")),
          (.body, paragraphs.joined(separator: "\n")),
        ],
        lines: { [summary, paragraphs] in [summary] + paragraphs.compactMap(Self.plain) })
    ]
  }

  private func callback(_ entry: CallbackEntry) -> SearchDocument {
    SearchDocument(
      kind: .callback, id: entry.selector, title: entry.selector,
      command: "lifequiz explain \(entry.pageID)\(languageFlag)", page: entry.pageID,
      names: Self.names([entry.selector, entry.pageID] + entry.aliases),
      fields: [
        (.name, ([entry.selector] + entry.aliases + [translatedName(of: entry.selector)]).joined(separator: " ")),
        (.summary, entry.when[language]),
        (.body, entry.todo[language]), (.otherTitle, other(entry.when)),
      ],
      lines: { [when = entry.when[language], todo = entry.todo[language]] in [when, todo] })
  }

  private func question(_ question: QuestionEntry) -> SearchDocument {
    // Key points, not their keyword lists: those are the grader's accepted
    // phrasings, grown for grading (inflected forms, negated ways), and would
    // count a point's words several times over and move search whenever the
    // grader is tuned.
    let points = question.keyPoints.map { $0.text[language] }
    return SearchDocument(
      kind: .question, id: question.id, title: question.question[language],
      command: "lifequiz explain \(question.id)\(languageFlag)", page: question.topic,
      names: [question.id],
      fields: [
        (.title, question.question[language]), (.otherTitle, other(question.question)),
        (.summary, points.joined(separator: " ")), (.body, question.answer[language]),
      ],
      lines: { [answer = question.answer[language]] in Self.sentences(answer) + points })
  }

  private func trap(_ trap: MisconceptionEntry) -> SearchDocument {
    SearchDocument(
      kind: .trap, id: trap.id, title: trap.claim[language],
      command: "lifequiz explain \(trap.topic)\(languageFlag)", page: trap.topic,
      names: [trap.id],
      fields: [(.title, trap.claim[language]), (.otherTitle, other(trap.claim)), (.body, trap.reason[language])],
      lines: { [claim = trap.claim[language], reason = trap.reason[language]] in [claim] + Self.sentences(reason) })
  }

  private func scenario(_ scenario: ScenarioEntry) -> SearchDocument {
    let style = scenario.style == .scene ? "" : " --style \(scenario.style.rawValue)"
    return SearchDocument(
      kind: .scenario, id: scenario.id, title: scenario.title[language],
      command: "lifequiz simulate\(style) \(scenario.events.joined(separator: " "))\(languageFlag)", page: nil,
      names: [scenario.id],
      fields: [
        (.title, scenario.title[language]), (.otherTitle, other(scenario.title)),
        (.body, scenario.situation[language]), (.name, scenario.events.joined(separator: " ")),
      ],
      lines: { [situation = scenario.situation[language]] in Self.sentences(situation) })
  }

  private func event(_ kind: EventKind) -> SearchDocument {
    let meaning = eventMeaning(kind)
    return SearchDocument(
      kind: .event, id: kind.rawValue, title: kind.rawValue,
      command: "lifequiz simulate \(Self.demonstration(of: kind).joined(separator: " "))\(languageFlag)",
      page: nil, names: [kind.rawValue], fields: [(.name, kind.rawValue), (.body, meaning)], lines: { [meaning] })
  }

  /// The shortest run of events the core accepts that ends with `kind`.
  static func demonstration(of kind: EventKind) -> [String] {
    let name = kind.rawValue + (kind.takesSceneNumber ? ":2" : "")
    let openings: [[String]] = [[], ["launch"], ["launch", "open-window"], ["launch", "home"], ["launch", "call"]]
    for opening in openings {
      let events = opening + [name]
      guard case .success(let parsed) = ScenarioEntry.parse(events) else { continue }
      if Scenario(style: .scene, events: parsed).run().failure == nil { return events }
    }
    return [name]
  }

  /// Names as typed alone would match them: lowercased, without spaces.
  static func names(_ names: [String]) -> Set<String> {
    Set(names.map(SearchIndex.nameKey))
  }

  /// A Markdown line as plain text, or nil when it holds none.
  static func plain(_ line: String) -> String? {
    var text = Substring(line.trimmingSpaces)
    while let first = text.first, "#-|>".contains(first) { text = text.dropFirst() }
    if let dot = text.firstIndex(of: "."), text[..<dot].allSatisfy(\.isNumber), !text[..<dot].isEmpty {
      text = text[text.index(after: dot)...]
    }
    let cleaned = text.filter { $0 != "`" && $0 != "*" }.replacingBars.trimmingSpaces
    return cleaned.isEmpty ? nil : cleaned
  }

  /// Text cut after each `. `, `? ` or `다. `, for snippets of one sentence.
  static func sentences(_ text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == " ", let last = current.dropLast().last, ".?!".contains(last) {
        sentences.append(current.trimmingSpaces)
        current = ""
      }
    }
    if !current.trimmingSpaces.isEmpty { sentences.append(current.trimmingSpaces) }
    return sentences
  }
}

extension String {
  /// Table cell bars as spaces.
  fileprivate var replacingBars: String { String(map { $0 == "|" ? " " : $0 }) }
}
