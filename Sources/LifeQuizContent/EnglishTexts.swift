import LifeQuizPlatform

/// English's texts and plural rule, every other language's fallback. For
/// another language they are read the first time a text is missing from its
/// own file, so a language whose file is whole never reads English's (it cost
/// a Korean command a tenth of its start). What the read gives, texts or an
/// error, is kept.
final class EnglishTexts: Sendable {
  typealias Read = (texts: LocalizedTexts, plural: PluralRule)
  private let lock = ThreadLock()
  private let load: @Sendable () throws(ResourceError) -> Read
  nonisolated(unsafe) private var read: Result<Read, ResourceError>?

  /// Texts at hand (English itself, or a test's table).
  init(_ texts: LocalizedTexts, plural: PluralRule) {
    load = { (texts, plural) }
  }

  /// Texts read from `folder` when first asked for.
  init(folder: LocalPath) {
    load = { () throws(ResourceError) -> Read in
      let texts = try Localizer.texts(.english, in: folder)
      return (texts, try Localizer.plural(of: .english, in: texts, folder: folder))
    }
  }

  func get() throws(ResourceError) -> Read {
    try lock.withLock { () throws(ResourceError) -> Read in
      if let read { return try read.get() }
      let result = Result { () throws(ResourceError) -> Read in try load() }
      read = result
      return try result.get()
    }
  }
}
