#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file with `open` and `read`. FileManager's first use costs
/// more than the read itself on the start-up path.
public enum FileBytes {
  /// The most a content or localization file may hold: the bundled files
  /// are well under 1 MB, so this is room to grow, not a memory hazard.
  public static let contentLimit = 16 << 20

  /// A regular file's bytes, at most `limit` of them. Opened without
  /// blocking, so a FIFO in place of the file is an error, never a hang.
  public static func contents(of path: String, limit: Int) -> Result<[UInt8], FileReadError> {
    let file: OpenFile
    let size: Int
    switch openRegular(path) {
    case .success(let opened): (file, size) = opened
    case .failure(let error): return .failure(error)
    }
    defer { file.close() }
    guard size <= limit else { return .failure(.tooLarge(limit: limit)) }
    // Read straight into the result, as many bytes as fstat gave and one
    // more: the common case needs no buffer to clear and copy from.
    var failure: SystemError?
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
      while initialized < buffer.count {
        do throws(SystemError) {
          let count = try file.read(
            into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[initialized...])))
          if count == 0 { return }
          initialized += count
        } catch {
          failure = error
          return
        }
      }
    }
    if let failure { return .failure(.unreadable(failure.reason)) }
    if bytes.count <= size { return .success(bytes) }
    // The file grew since fstat: the rest a chunk at a time.
    guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count: Int
      do throws(SystemError) { count = try file.read(into: &chunk) } catch {
        return .failure(.unreadable(error.reason))
      }
      if count == 0 { return .success(bytes) }
      // The file may have grown since fstat.
      guard bytes.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Why `path` cannot be read as a regular file, or nil when it can.
  public static func problem(reading path: String) -> FileReadError? {
    switch openRegular(path) {
    case .success(let opened):
      opened.file.close()
      return nil
    case .failure(let error): return error
    }
  }

  private static func openRegular(_ path: String) -> Result<(file: OpenFile, size: Int), FileReadError> {
    let file: OpenFile
    do throws(SystemError) {
      file = try OpenFile.open(path, for: .read)
    } catch {
      return .failure(error.isMissingFile ? .missing : .unreadable(error.reason))
    }
    let status: OpenFile.Status
    do throws(SystemError) {
      status = try file.status()
    } catch {
      file.close()
      return .failure(.unreadable(error.reason))
    }
    switch status.kind {
    case .regular: return .success((file, status.size))
    case .folder:
      file.close()
      return .failure(.folder)
    case .special:
      file.close()
      return .failure(.special)
    }
  }

  /// Writes all of `bytes` to a descriptor, retrying short writes and
  /// interruptions. Returns false on an error (errno says which).
  @discardableResult
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Creates a folder and its parents, like `mkdir -p`.
  public static func makeFolder(_ path: String) -> Bool {
    if exists(path) { return true }
    let parent = String(path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)])
    if !parent.isEmpty, !makeFolder(parent) { return false }
    return mkdir(PathBytes.cString(path), 0o755) == 0 || errno == EEXIST
  }

  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(PathBytes.cString(path), &info) == 0
  }

  /// Nothing is there (not merely out of reach: a folder that cannot be
  /// searched is not missing).
  public static func isMissing(_ path: String) -> Bool {
    var info = stat()
    return stat(PathBytes.cString(path), &info) != 0 && errno == ENOENT
  }

  /// The names in a folder, decoded with `PathBytes`; none when it cannot be read.
  public static func names(in folder: String) -> [String] {
    guard let directory = opendir(PathBytes.cString(folder)) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in PathBytes.decode(raw.prefix { $0 != 0 }) }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The file's size and modification time ("size seconds nanoseconds"),
  /// or nil when it cannot be read: what changes when the file is written.
  public static func stamp(_ path: String) -> String? { FileStatus(path)?.stamp }

  public static func isFolder(_ path: String) -> Bool { FileStatus(path)?.isFolder == true }
}

/// `write(2)`, named so it is not shadowed by methods called `write`.
public func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
