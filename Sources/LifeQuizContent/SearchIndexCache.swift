import LifeQuizPlatform
import QuizEngine

/// The built search index of one language, kept in a file so `search` need
/// not read and tokenize all the content at every start. The file starts
/// with a key, a hash of the program, the language, and the path, size and
/// modification time of every content and localization file (as the item
/// catalogue's; reading every byte to hash it took a seventh of a search);
/// a file with another key, or one that does not read back whole, is
/// ignored and replaced. Losing it costs only time.
public struct SearchIndexCache: Sendable {
  static let magic: [UInt8] = Array("LQSI".utf8)
  static let version: UInt64 = 3
  /// Far above a real index (about 2 MB), so a huge file is never read.
  static let sizeLimit = 64 << 20

  public let path: String
  let key: UInt64

  /// `$XDG_CACHE_HOME/lifequiz`, else `$HOME/.cache/lifequiz`; nil when
  /// neither is set, and then nothing is cached.
  public static func folder(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/lifequiz" }
    // A home that is not there (`/nonexistent` for a service account) is
    // never made: no cache then, only slower starts.
    if let home = environment["HOME"], home.hasPrefix("/"), FileBytes.isFolder(home) {
      return home + "/.cache/lifequiz"
    }
    return nil
  }

  /// `program` names the build that writes and reads the file: numbers
  /// from another tokenizer or scoring must not be read back.
  public init(
    folder: String, language: Language, program: String, contentFolder: LocalPath, localizationFolder: LocalPath
  ) {
    path = folder + "/search-\(language.rawValue).index"
    key = FNVHash.cacheKey(
      "\(Self.version) \(language.rawValue) \(program)", stampsUnder: [contentFolder, localizationFolder])
  }

  /// The running program's size and modification time, or "" when unknown.
  public static var program: String { Executable.signature }

  /// The index in the file, with the tokenizer it was built with, or nil
  /// when the file is missing, stale or damaged.
  /// The last eight bytes are a checksum of all before them: a cache that
  /// reads well but was changed (a flipped byte, a half copy) is rebuilt,
  /// not trusted.
  public func read() -> SearchIndex? {
    guard case .success(let file) = FileBytes.contents(of: path, limit: Self.sizeLimit), file.count > 8 else {
      return nil
    }
    let end = file.count - 8
    var sum = FNVHash()
    file.withUnsafeBytes { sum.add(UnsafeRawBufferPointer(rebasing: $0[..<end])) }
    guard SearchIndexReader(bytes: file, from: end).integerValue == sum.value else { return nil }
    var reader = SearchIndexReader(bytes: file, end: end)
    guard reader.bytes(Self.magic.count) == Self.magic, reader.integer() == key else { return nil }
    return reader.index()
  }

  /// Writes `index` atomically; nil on success, else the reason.
  @discardableResult
  public func write(_ index: SearchIndex) -> String? {
    guard FileBytes.makeFolder(LocalPath(path).deletingLastPathComponent().path) else { return SystemError.last.reason }
    var writer = SearchIndexWriter()
    writer.bytes(Self.magic)
    writer.integer(key)
    writer.index(index)
    var sum = FNVHash()
    sum.add(writer.output)
    writer.integer(sum.value)
    return AtomicFile.write(bytes: writer.output, to: path)
  }
}
