#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor, for the learner's files: read at an offset,
/// append, fsync, truncate, lock, stat. The owner closes it. Interrupted
/// reads and waits for the lock are retried; every other failure is thrown.
public struct OpenFile: Sendable {
  /// How a file is opened. None blocks on a FIFO, and none is inherited by
  /// a program lifequiz starts (the pager).
  public enum Access: Sendable {
    /// Reading only.
    case read
    /// Reading, and writes that always land at the end; created when missing.
    case append
    /// Writing from the start, emptied first; created when missing.
    case replace
    /// Held only for its lock; created when missing.
    case lock
    /// A folder, opened to fsync its entries.
    case folder
  }

  /// What `fstat` says.
  public struct Status: Sendable {
    public let kind: Kind
    public let size: Int
  }

  public enum Kind: Sendable {
    case regular
    case folder
    /// A FIFO, device, socket.
    case special
  }

  /// The number the system knows it by, for `FileWrites`.
  public let descriptor: Int32

  public static func open(_ path: String, for access: Access) throws(SystemError) -> OpenFile {
    let flags: Int32
    switch access {
    case .read: flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
    case .append: flags = O_RDWR | O_CREAT | O_APPEND | O_NONBLOCK | O_CLOEXEC
    case .replace: flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
    case .lock: flags = O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC
    case .folder: flags = O_RDONLY | O_CLOEXEC
    }
    let descriptor = systemOpen(PathBytes.cString(path), flags)
    guard descriptor >= 0 else { throw .last }
    return OpenFile(descriptor: descriptor)
  }

  /// A new file at `path`, for writing; fails with EEXIST when anything is
  /// already there (`O_EXCL`: a FIFO or a link is never opened).
  public static func create(_ path: String) throws(SystemError) -> OpenFile {
    let descriptor = systemOpen(PathBytes.cString(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
    guard descriptor >= 0 else { throw .last }
    return OpenFile(descriptor: descriptor)
  }

  /// A new file at `base`, or at `base-2`, `base-3`, … when the name is
  /// taken (`O_EXCL`: a FIFO or anything else already there is never
  /// opened). Returns it with the path used.
  public static func createNew(_ base: String) throws(SystemError) -> (OpenFile, String) {
    for attempt in 1...1000 {
      let path = attempt == 1 ? base : base + "-\(attempt)"
      let descriptor = systemOpen(PathBytes.cString(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
      if descriptor >= 0 { return (OpenFile(descriptor: descriptor), path) }
      guard errno == EEXIST else { throw .last }
    }
    throw SystemError(code: EEXIST)
  }

  public func status() throws(SystemError) -> Status {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .last }
    let kind: Kind
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .folder
    default: kind = .special
    }
    return Status(kind: kind, size: Int(info.st_size))
  }

  /// Reads from the current position into `buffer`; the count read, 0 at the end.
  public func read(into buffer: inout [UInt8]) throws(SystemError) -> Int {
    let result = buffer.withUnsafeMutableBytes { bytes -> Result<Int, SystemError> in
      do throws(SystemError) { return .success(try read(into: bytes)) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// Reads from the current position into `buffer`; the count read, 0 at the end.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    while true {
      let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      guard errno == EINTR else { throw .last }
    }
  }

  /// Reads up to `count` bytes at `offset` into the start of `buffer`; the
  /// count read, 0 at the end.
  public func read(into buffer: inout [UInt8], count: Int, at offset: Int) throws(SystemError) -> Int {
    while true {
      let done = buffer.withUnsafeMutableBytes { bytes in
        pread(descriptor, bytes.baseAddress, min(count, bytes.count), off_t(offset))
      }
      if done >= 0 { return done }
      guard errno == EINTR else { throw .last }
    }
  }

  public func sync() throws(SystemError) {
    guard fsync(descriptor) == 0 else { throw .last }
  }

  public func truncate(to size: Int) throws(SystemError) {
    guard ftruncate(descriptor, off_t(size)) == 0 else { throw .last }
  }

  /// Why a wait for the lock ended without it.
  public enum LockWaitEnd: Error, Sendable {
    /// Another process held it for all of the time allowed.
    case timedOut
    /// `stop` said so: a signal is waiting to end the process.
    case stopped
    case failed(SystemError)
  }

  /// Waits for the exclusive `flock`, trying every 50 ms, for at most
  /// `seconds`, and ends early when `stop` returns true; the lock ends with
  /// `unlock` or `close`.
  public func lock(waitingAtMost seconds: Double, stop: () -> Bool) throws(LockWaitEnd) {
    var waited = 0.0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else { throw .failed(.last) }
      if stop() { throw .stopped }
      if waited >= seconds { throw .timedOut }
      var pause = timespec(tv_sec: 0, tv_nsec: 50_000_000)
      _ = nanosleep(&pause, nil)
      waited += 0.05
    }
  }

  public func unlock() {
    flock(descriptor, LOCK_UN)
  }

  public func close() {
    systemClose(descriptor)
  }
}

// The methods above shadow these names of the C library.
private func systemOpen(_ path: [CChar], _ flags: Int32) -> Int32 { open(path, flags, 0o644) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) { _ = close(descriptor) }
