#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A SQLite database through the system's own library, loaded when first
/// needed (only `deck --format apkg` uses it), so start-up never pays for
/// it and a system without it fails with a message naming the library.
public final class SQLiteDatabase {
  /// The library's file names, most specific first.
  static let libraryNames = [
    "libsqlite3.so.0", "libsqlite3.so", "/usr/lib/libsqlite3.dylib", "libsqlite3.dylib",
  ]

  public enum Failure: Error, Equatable {
    /// No SQLite library could be loaded: the names tried.
    case missingLibrary([String])
    /// SQLite's own message.
    case failed(String)
  }

  private typealias Open =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?
    ) -> Int32
  private typealias Close = @convention(c) (OpaquePointer?) -> Int32
  private typealias Message = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
  private typealias Prepare =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<OpaquePointer?>?,
      UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) -> Int32
  private typealias Step = @convention(c) (OpaquePointer?) -> Int32
  private typealias BindInteger = @convention(c) (OpaquePointer?, Int32, Int64) -> Int32
  private typealias BindText =
    @convention(c) (
      OpaquePointer?, Int32, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?
    ) -> Int32

  private struct Functions {
    let open: Open
    let close: Close
    let message: Message
    let prepare: Prepare
    let step: Step
    let reset: Step
    let finalize: Step
    let bindInteger: BindInteger
    let bindText: BindText
  }

  private let functions: Functions
  private let handle: OpaquePointer

  /// Creates (or opens) the database file at `path`.
  public init(path: String) throws(Failure) {
    var library: UnsafeMutableRawPointer?
    for name in Self.libraryNames where library == nil { library = dlopen(name, RTLD_NOW | RTLD_LOCAL) }
    guard let library else { throw .missingLibrary(Self.libraryNames) }
    func symbol<T>(_ name: String, _: T.Type) throws(Failure) -> T {
      guard let address = dlsym(library, name) else { throw .missingLibrary(Self.libraryNames) }
      return unsafeBitCast(address, to: T.self)
    }
    let loaded = Functions(
      open: try symbol("sqlite3_open_v2", Open.self), close: try symbol("sqlite3_close", Close.self),
      message: try symbol("sqlite3_errmsg", Message.self), prepare: try symbol("sqlite3_prepare_v2", Prepare.self),
      step: try symbol("sqlite3_step", Step.self), reset: try symbol("sqlite3_reset", Step.self),
      finalize: try symbol("sqlite3_finalize", Step.self),
      bindInteger: try symbol("sqlite3_bind_int64", BindInteger.self),
      bindText: try symbol("sqlite3_bind_text", BindText.self))
    var opened: OpaquePointer?
    // SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let status = loaded.open(path, &opened, 0x02 | 0x04, nil)
    guard status == 0, let opened else {
      let reason = opened.flatMap { loaded.message($0) }.map { String(cString: $0) } ?? "code \(status)"
      _ = loaded.close(opened)
      throw .failed(reason)
    }
    functions = loaded
    handle = opened
  }

  deinit { _ = functions.close(handle) }

  /// A value bound to a `?` of a statement.
  public enum Value {
    case integer(Int64)
    case text(String)
  }

  /// Runs one statement once for each row of values (none: once).
  public func run(_ sql: String, rows: [[Value]] = [[]]) throws(Failure) {
    var statement: OpaquePointer?
    guard functions.prepare(handle, sql, -1, &statement, nil) == 0, let statement else { throw failure() }
    defer { _ = functions.finalize(statement) }
    // SQLITE_TRANSIENT: SQLite copies the text before the call returns.
    let transient = UnsafeRawPointer(bitPattern: -1)
    for row in rows {
      for (index, value) in row.enumerated() {
        let position = Int32(index + 1)
        let status =
          switch value {
          case .integer(let number): functions.bindInteger(statement, position, number)
          case .text(let text): functions.bindText(statement, position, text, -1, transient)
          }
        guard status == 0 else { throw failure() }
      }
      // SQLITE_DONE
      guard functions.step(statement) == 101 else { throw failure() }
      _ = functions.reset(statement)
    }
  }

  private func failure() -> Failure {
    .failed(functions.message(handle).map { String(cString: $0) } ?? "unknown")
  }
}
