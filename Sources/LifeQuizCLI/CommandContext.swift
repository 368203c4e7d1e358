import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import QuizEngine

/// What a running command may use: the console, the interface language and
/// its strings, styling, width, and the environment.
struct CommandContext {
  let console: Console
  let strings: Localizer
  let palette: Palette
  let environment: [String: String]
  let resources: ResourceLocator
  /// The languages found in `Localization/`, English first.
  let languages: [Language]
  /// `--lang all` (or its old name `both`), which only `deck` accepts.
  var allLanguages = false
  /// Long output may go through the pager (`--no-pager` says no).
  var pagerAllowed = true
  /// What charts are drawn with.
  var glyphs = ChartGlyphs.plain

  /// The languages of a deck's cards: every one (English last), or the one
  /// in use.
  var deckLanguages: [Language] {
    allLanguages ? languages.filter { $0 != .english } + [.english] : [language]
  }

  var language: Language { strings.language }

  /// Columns to wrap to: the terminal's width, or 80 when not a terminal.
  var width: Int { console.terminalWidth ?? 80 }
}

extension CommandContext {
  /// A topic by id or alias, or a usage error naming the nearest one.
  func topic(_ name: String, in library: ContentLibrary, names: [String], command: String) throws(CLIError)
    -> TopicEntry
  {
    if let entry = TopicIndex.topic(name, in: library) { return entry }
    throw unknownTopic(name, names: names, command: command)
  }

  /// "Unknown topic 'x'. Did you mean 'y'?", or how to list the topics.
  func unknownTopic(_ name: String, names: [String], command: String) -> CLIError {
    var message = strings("error.unknown-topic", ["topic": name])
    if let near = Suggestion.nearest(to: name, in: names) {
      message += " " + strings("error.did-you-mean", ["name": near])
    } else {
      message += " " + strings("error.list-topics")
    }
    return .usage(message, command: command)
  }
}

extension CommandContext {
  /// Progress that cannot be read or saved is a one-line failure.
  func progress<T>(_ body: () throws(ProgressError) -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      throw progressFailure(error)
    }
  }

  func progressFailure(_ error: ProgressError) -> CLIError {
    switch error {
    case .cannotWrite(let path, let reason):
      return .failure(strings("error.progress", ["path": path, "reason": reason]))
    case .cannotRead(let path, let reason) where path.hasSuffix("/history.jsonl"):
      return historyFailure(path, .unreadable(reason))
    case .notAFile(let path, let folder) where path.hasSuffix("/history.jsonl"):
      return historyFailure(path, folder ? .folder : .special)
    case .cannotRead(let path, let reason):
      return .failure(strings("error.progress-unreadable", ["path": path, "reason": reason]))
    case .notAFile(let path, _):
      return .failure(strings("error.progress-not-file", ["path": path]))
    case .tooLarge(let path, let limit):
      return .failure(strings("error.progress-too-large", ["path": path, "limit": String(limit / 1_048_576)]))
    case .newerVersion(let path, let version):
      return .failure(strings("error.progress-newer", ["path": path, "version": String(version)]))
    case .busy(let path, let seconds):
      return .failure(strings("error.progress-busy", ["path": path, "seconds": String(seconds)]))
    case .interrupted:
      return .failure(strings("error.progress-interrupted"))
    }
  }

  /// Long text (a page, help): through the pager when standard output is
  /// this process's terminal and the text is taller than the screen would
  /// comfortably hold, else printed. A pager that cannot run is named in one
  /// line and the text printed.
  func showLong(_ text: String) {
    // Lines counted by bytes, and only for a terminal: by characters, the
    // count cost a tenth of `explain`.
    guard pagerAllowed, console.isProcess, console.outputIsTerminal,
      text.utf8.reduce(0, { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }) > 40
    else {
      console.write(text)
      return
    }
    switch Pager(environment: environment).show(text) {
    case .shown: return
    case .failed(let pager):
      console.writeError(strings("pager.failed", ["pager": pager]) + "\n")
      console.write(text)
    }
  }

  /// Standard input that cannot be read (closed, a folder) is an error, not
  /// an end of input: a session reading it would end at once with exit 0.
  func requireReadableInput() throws(CLIError) {
    guard let reason = console.inputProblem else { return }
    throw .failure(strings("error.stdin-unreadable", ["reason": reason]))
  }

  /// A path option given as '' would mean "here" without saying so.
  func requireNonEmpty(_ path: String?, option: String, command: String) throws(CLIError) {
    guard path?.isEmpty == true else { return }
    throw .usage(strings("error.empty-path", ["option": option]), command: command)
  }

  /// The clock; `LIFEQUIZ_NOW` that is not a whole number of seconds between
  /// 1970 and the year 3000 is a usage error, so no later arithmetic traps.
  func clock(command: String) throws(CLIError) -> Clock {
    if let text = environment["LIFEQUIZ_NOW"] {
      guard let value = Int(text), ReviewRecord.times.contains(value) else {
        throw .usage(
          strings("error.bad-now", ["value": text, "high": String(ReviewRecord.times.upperBound)]), command: command)
      }
    }
    return Clock(environment: environment)
  }

  private func historyFailure(_ path: String, _ problem: FileReadError) -> CLIError {
    .failure(strings("error.history-unreadable", ["file": path, "reason": reason(problem)]))
  }

  /// One line on standard error for each problem found and handled.
  func show(_ warnings: [ProgressWarning], movedAside: String = "practice.damaged") {
    for warning in warnings {
      let line: String
      switch warning {
      case .movedAside(let path):
        line = strings(movedAside, ["file": VisibleText.escaped(path)])
      case .damagedLines(let path, let count, let firstLine):
        line = strings(
          "practice.damaged-lines", count: count,
          ["file": VisibleText.escaped(path), "count": String(count), "line": String(firstLine)])
      case .fragmentKept(let path):
        line = strings("practice.fragment-kept", ["file": VisibleText.escaped(path)])
      case .rebuiltFromHistory(let kept):
        line = strings("practice.rebuilt", ["file": VisibleText.escaped(kept)])
      case .cacheNotSaved(let path, let reason):
        line = strings("practice.cache-not-saved", ["file": VisibleText.escaped(path), "reason": reason])
      }
      console.writeError(line + "\n")
    }
  }
}

extension CommandContext {
  /// The study content, or a one-line failure naming the file, key and reason.
  func library() throws(CLIError) -> ContentLibrary {
    try contentResult { () throws(ContentError) in try ContentLibrary(folder: resources.contentFolder) }
  }

  /// Event names in every language, the vocabulary files read only when a
  /// word is not English; a file that cannot be read adds no names.
  func eventWords() -> EventWords {
    let folder = resources.localizationFolder
    return EventWords { (try? PracticeVocabulary.eventNames(localizationFolder: folder)) ?? [:] }
  }

  func contentResult<T>(_ body: () throws(ContentError) -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      if error.key == "(file)" {
        throw .failure(strings("error.content-file", ["file": error.file, "reason": error.reason]))
      }
      throw .failure(strings("error.content", ["file": error.file, "key": error.key, "reason": error.reason]))
    }
  }
}

extension CommandContext {
  /// A JSON document as text for standard output.
  func json(_ document: JSON) throws(CLIError) -> String {
    do {
      return try document.encoded()
    } catch {
      throw .failure(strings("error.json-number", ["path": error.path]))
    }
  }
}

extension CommandContext {
  /// Why a file cannot be read, in the interface language; follows the
  /// file's name.
  func reason(_ error: FileReadError) -> String {
    switch error {
    case .missing: strings("file.missing")
    case .folder: strings("file.folder")
    case .special: strings("file.special")
    case .tooLarge(let limit): strings("file.too-large", ["megabytes": String(limit >> 20)])
    case .unreadable(let reason): strings("file.unreadable", ["reason": reason])
    }
  }
}

extension CommandContext {
  /// The index of all content in the interface language: read from the
  /// cache when it was built from the same files, else built (reading the
  /// library only then, when none is given) and cached for the next time.
  /// A cache that cannot be read or written only costs time.
  func searchIndex(_ library: ContentLibrary? = nil) throws(CLIError) -> SearchIndex {
    let vocabulary = Vocabulary(strings: strings)
    let cache = SearchIndexCache.folder(environment: environment).map { folder in
      SearchIndexCache(
        folder: folder, language: language, program: SearchIndexCache.program,
        contentFolder: resources.contentFolder, localizationFolder: resources.localizationFolder)
    }
    if let cached = cache?.read() { return cached }
    let tokenizer = try contentResult { () throws(ContentError) in try tokenizerResult() }
    let content: ContentLibrary
    if let library { content = library } else { content = try self.library() }
    let index = try contentResult { () throws(ContentError) in
      try SearchIndex.build(
        library: content, contentFolder: resources.contentFolder, localizationFolder: resources.localizationFolder,
        language: language, tokenizer: tokenizer, eventMeaning: vocabulary.meaning(of:))
    }
    cache?.write(index)
    return index
  }
}

extension CommandContext {
  /// The one normalization of words that search and answer matching share.
  func tokenizer() throws(CLIError) -> Tokenizer {
    try contentResult { () throws(ContentError) in try tokenizerResult() }
  }

  /// The claim grader interview and practice's recall kind share.
  func grader() throws(CLIError) -> ClaimGrader {
    try contentResult { () throws(ContentError) in
      try GradingVocabularyReader.grader(localizationFolder: resources.localizationFolder)
    }
  }

  private func tokenizerResult() throws(ContentError) -> Tokenizer {
    try SearchVocabulary.tokenizer(localizationFolder: resources.localizationFolder)
  }
}

extension CommandContext {
  /// Every item the content offers in the interface language, what each is
  /// called, and the topics' titles: from the cache when it was made from
  /// the same files, else from the content (and cached). Nil when the
  /// content cannot be read; a cache that cannot be read or written only
  /// costs time.
  func itemCatalogue() -> ItemCatalogueCache.Catalogue? {
    let cache = SearchIndexCache.folder(environment: environment).map { folder in
      ItemCatalogueCache(
        folder: folder, language: language, program: SearchIndexCache.program,
        contentFolder: resources.contentFolder, localizationFolder: resources.localizationFolder)
    }
    if let cached = cache?.read() { return cached }
    guard let library = try? library(),
      let material = try? QuizMaterialBuilder.build(library, language: language, ways: false)
    else { return nil }
    let items = QuestionGenerator(material: material).items()
    var names: [String: String] = [:]
    for item in items {
      let presenter = QuestionPresenters.presenter(for: item.kind)
      if let name = presenter?.title(ofSource: item.source, material: material, strings: strings) {
        names[item.id] = name
      }
    }
    var titles = ItemTitles(strings: strings, material: material)
    titles.readTopicTitles(library.topics.map(\.id), from: library, language: language)
    let catalogue = ItemCatalogueCache.Catalogue(items: items, names: names, topics: titles.topics)
    cache?.write(catalogue)
    return catalogue
  }
}
