import LifeQuizContent

/// What a running command may use: the console, the interface language and
/// its strings, styling, width, and the environment.
struct CommandContext {
  let console: Console
  let strings: Localizer
  let palette: Palette
  let environment: [String: String]
  let resources: ResourceLocator
  /// `--lang both`, which only `deck` accepts.
  var bothLanguages = false

  /// The languages of a deck's cards: both (Korean first), or the one in use.
  var deckLanguages: [Language] { bothLanguages ? [.ko, .en] : [language] }

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
      switch error {
      case .cannotWrite(let path, let reason):
        throw .failure(strings("error.progress", ["path": path, "reason": reason]))
      case .newerVersion(let path, let version):
        throw .failure(strings("error.progress-newer", ["path": path, "version": String(version)]))
      }
    }
  }
}

extension CommandContext {
  /// The study content, or a one-line failure naming the file, key and reason.
  func library() throws(CLIError) -> ContentLibrary {
    try contentResult { () throws(ContentError) in try ContentLibrary(folder: resources.contentFolder) }
  }

  func contentResult<T>(_ body: () throws(ContentError) -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      throw .failure(strings("error.content", ["file": error.file, "key": error.key, "reason": error.reason]))
    }
  }
}

extension CommandContext {
  /// Every piece of content in the interface language, ranked by `search`
  /// and by `explain` when a name is not a page.
  func searchIndex(_ library: ContentLibrary) throws(CLIError) -> SearchIndex {
    let vocabulary = Vocabulary(strings: strings)
    return try contentResult { () throws(ContentError) in
      let tokenizer = try SearchVocabulary.tokenizer(localizationFolder: resources.localizationFolder)
      let aliases = try SearchAliases(contentFolder: resources.contentFolder)
      let corpus = SearchCorpus(library: library, language: language, eventMeaning: vocabulary.meaning(of:))
      return SearchIndex(documents: try corpus.documents(), tokenizer: tokenizer, aliases: aliases)
    }
  }
}
