import LifeQuizContent
import LifeQuizDecks
import LifeQuizPlatform
import LifecycleCore

/// `lifequiz deck`: flashcards from the same content and core, for Anki and friends.
struct DeckCommand: Command {
  static let format = Option<DeckFormat>("format", default: .anki)
  static let output = Option<String?>("output", short: "o", placeholder: "file", completion: .files)
  static let configuration = CommandConfiguration(
    name: "deck",
    options: [format, SharedOptions.topic, SharedOptions.styleFilter, output],
    takesAllLanguages: true,
    exampleCount: 4,
    hasDiscussion: true)

  let format: DeckFormat
  let topic: String?
  let style: AppStyle?
  let output: String?

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    format = arguments[Self.format]
    topic = arguments[SharedOptions.topic]
    style = arguments[SharedOptions.styleFilter]
    let named = arguments[Self.output]
    try context.requireNonEmpty(named, option: "--output", command: Self.configuration.name)
    // `-o -` or `-o /dev/stdout` is standard output, as no -o is: followed
    // as a link, /dev/stdout names whatever file the shell opened, which an
    // atomic write would replace, dropping what `>>` had kept.
    output = named.flatMap { OutputTarget.isStandardOutput($0) ? nil : $0 }
    if format == .apkg && output == nil {
      throw .usage(context.strings("deck.apkg-needs-output"), command: Self.configuration.name)
    }
  }

  func run(context: CommandContext) throws(CLIError) {
    let library = try context.library()
    let languages: [Language] = context.deckLanguages
    var strings: [Language: Localizer] = [:]
    for language in languages {
      do throws(ResourceError) {
        strings[language] = try context.strings.speaking(language, folder: context.resources.localizationFolder)
      } catch {
        throw .failure(ResourceErrorMessage.text(for: error))
      }
    }
    var topicID: String?
    if let topic {
      let names = library.topics.flatMap { [$0.id] + $0.aliases }
      topicID = try context.topic(topic, in: library, names: names, command: Self.configuration.name).id
    }
    let builder = DeckBuilder(library: library, languages: languages, strings: strings)
    let cards = try context.contentResult { () throws(ContentError) in try builder.cards() }.filter { card in
      (topicID == nil || card.topic == topicID) && (style == nil || card.style == nil || card.style == style?.rawValue)
    }
    // `lang::both` is the tag every-language decks have always had; a new
    // tag would retag every imported note.
    let tag = languages.count > 1 ? "both" : languages[0].rawValue
    let writer = DeckWriter(languageTag: tag)
    if format == .apkg, let output {
      let clock = try context.clock(command: Self.configuration.name)
      let bytes: [UInt8]
      do throws(AnkiPackage.Failure) {
        bytes = try AnkiPackage(writer: writer, made: clock.now()).bytes(cards)
      } catch {
        throw .failure(packageFailure(error, context: context))
      }
      try save(bytes, to: output, context: context)
      context.console.writeError(
        context.strings("deck.written", ["count": String(cards.count), "file": VisibleText.escaped(output)]) + "\n")
      return
    }
    let text: String
    do {
      text = try writer.write(cards, as: format)
    } catch {
      throw .failure(context.strings("error.json-number", ["path": error.path]))
    }
    guard let output else {
      context.console.write(text)
      return
    }
    try save(Array(text.utf8), to: output, context: context)
    context.console.writeError(
      context.strings("deck.written", ["count": String(cards.count), "file": VisibleText.escaped(output)]) + "\n")
  }

  /// Writes atomically, so a failure leaves no partial deck behind; a
  /// symlink's target is replaced, and a folder, FIFO or device is refused.
  private func packageFailure(_ failure: AnkiPackage.Failure, context: CommandContext) -> String {
    switch failure {
    case .database(.missingLibrary(let names)):
      context.strings("deck.no-sqlite", ["names": names.joined(separator: ", ")])
    case .database(.failed(let reason)), .temporaryFile(let reason):
      context.strings("deck.apkg-failed", ["reason": reason])
    }
  }

  private func save(_ bytes: [UInt8], to path: String, context: CommandContext) throws(CLIError) {
    let target: String
    switch OutputTarget.resolve(path) {
    case .file(let file): target = file
    case .folder: throw .failure(context.strings("error.deck-folder", ["file": path]))
    case .special: throw .failure(context.strings("error.deck-special", ["file": path]))
    case .unusable(let reason):
      throw .failure(context.strings("error.deck-write", ["file": path, "reason": reason]))
    }
    if let reason = AtomicFile.write(bytes: bytes, to: target) {
      throw .failure(context.strings("error.deck-write", ["file": path, "reason": reason]))
    }
  }
}
