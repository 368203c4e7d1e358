import Foundation
import LifeQuizPlatform
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The platform layer's own calls, which the progress file, the history log
/// and the terminal now make through it.
@Suite("Platform calls")
struct PlatformCallTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifequiz-platform-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
    return path.path
  }

  @Test("Opening: a missing file says so; a folder and a FIFO are told apart without blocking")
  func kinds() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    #expect(throws: SystemError(code: ENOENT)) { try OpenFile.open(place + "/missing", for: .read) }
    #expect(SystemError(code: ENOENT).isMissingFile)
    #expect(SystemError(code: ENOENT).reason == "No such file or directory")

    let folderFile = try OpenFile.open(place, for: .read)
    defer { folderFile.close() }
    #expect(try folderFile.status().kind == .folder)

    #expect(mkfifo(place + "/fifo", 0o644) == 0)
    let fifo = try OpenFile.open(place + "/fifo", for: .read)
    defer { fifo.close() }
    #expect(try fifo.status().kind == .special)
  }

  @Test("An appended file grows at its end; reads at an offset, truncation and status agree")
  func appendReadTruncate() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    let path = place + "/log"
    let file = try OpenFile.open(path, for: .append)
    defer { file.close() }
    #expect(FileBytes.write(Array("first\n".utf8), to: file.descriptor))
    var start = [UInt8](repeating: 0, count: 3)
    #expect(try file.read(into: &start, count: 3, at: 0) == 3)
    // Appends land at the end wherever the position was left.
    #expect(lseek(file.descriptor, 0, SEEK_SET) == 0)
    #expect(FileBytes.write(Array("second\n".utf8), to: file.descriptor))
    try file.sync()
    let status = try file.status()
    #expect(status.kind == .regular && status.size == 13)
    var tail = [UInt8](repeating: 0, count: 64)
    #expect(try file.read(into: &tail, count: 64, at: 6) == 7)
    #expect(String(decoding: tail.prefix(7), as: UTF8.self) == "second\n")
    try file.truncate(to: 6)
    #expect(try FileBytes.contents(of: path, limit: FileBytes.contentLimit).get() == Array("first\n".utf8))

    let replaced = try OpenFile.open(path, for: .replace)
    replaced.close()
    #expect(try FileBytes.contents(of: path, limit: FileBytes.contentLimit).get() == [])
  }

  @Test("A file is read whole at its size, across the old 64 KB chunks, and refused past the limit")
  func wholeFile() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    let path = place + "/content"
    for size in [1, 4095, 65_536, 65_537, 200_003] {
      let written = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
      try Data(written).write(to: URL(fileURLWithPath: path))
      #expect(try FileBytes.contents(of: path, limit: size).get() == written, "\(size) bytes")
      #expect(try FileBytes.contents(of: path, limit: size + 1).get() == written, "\(size) bytes")
      guard case .failure(.tooLarge(let limit)) = FileBytes.contents(of: path, limit: size - 1) else {
        Issue.record("\(size) bytes read with a limit of \(size - 1)")
        continue
      }
      #expect(limit == size - 1)
    }
  }

  #if os(Linux)
    @Test("A file with more bytes than its size says (as /proc's, whose size is 0) is read whole")
    func moreThanItsSize() throws {
      let path = "/proc/version"
      let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(expected.count > 10)
      #expect(try FileBytes.contents(of: path, limit: FileBytes.contentLimit).get() == expected)
      guard case .failure(.tooLarge(limit: 10)) = FileBytes.contents(of: path, limit: 10) else {
        Issue.record("\(path) read with a limit of 10 bytes")
        return
      }
    }
  #endif

  @Test("An atomic write never opens what already stands at its temporary name (a FIFO would hang it)")
  func atomicWriteTemporaryIsNew() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    let target = place + "/deck.txt"
    #expect(mkfifo(target + ".tmp-\(getpid())", 0o644) == 0)
    #expect(AtomicFile.write("hello", to: target) == nil)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "hello")
    var status = stat()
    #expect(lstat(target + ".tmp-\(getpid())", &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
  }

  @Test("The lock is exclusive until unlocked")
  func lock() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    let path = place + "/progress.lock"
    let holder = try OpenFile.open(path, for: .lock)
    defer { holder.close() }
    let other = open(path, O_RDWR)
    defer { close(other) }
    try holder.lock(waitingAtMost: 1, stop: { false })
    #expect(flock(other, LOCK_EX | LOCK_NB) != 0)
    holder.unlock()
    #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
  }

  @Test("A lock held elsewhere is waited for at most the time given, or until told to stop")
  func lockWaitBounded() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    let path = place + "/progress.lock"
    let other = open(path, O_RDWR | O_CREAT, 0o644)
    defer { close(other) }
    #expect(flock(other, LOCK_EX) == 0)
    let waiter = try OpenFile.open(path, for: .lock)
    defer { waiter.close() }
    let started = Date()
    #expect(throws: OpenFile.LockWaitEnd.self) { try waiter.lock(waitingAtMost: 0.3, stop: { false }) }
    let waited = Date().timeIntervalSince(started)
    #expect(waited >= 0.3 && waited < 2)
    var asked = 0
    do {
      try waiter.lock(
        waitingAtMost: 30,
        stop: {
          asked += 1; return asked > 2
        })
      Issue.record("the lock was taken while held")
    } catch {
      guard case .stopped = error else { Issue.record("\(error)"); return }
    }
    #expect(asked == 3)
    flock(other, LOCK_UN)
    try waiter.lock(waitingAtMost: 1, stop: { false })
  }

  @Test("Folders: made with their parents, once or again, not under a file; renamed over a file, removed")
  func folders() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    #expect(FileBytes.makeFolder(place + "/a/b/c"))
    #expect(FileBytes.makeFolder(place + "/a/b/c"))
    #expect(FileBytes.isFolder(place + "/a/b/c"))
    #expect(AtomicFile.write("file", to: place + "/plain") == nil)
    #expect(!FileBytes.makeFolder(place + "/plain/b"))

    #expect(AtomicFile.write("new", to: place + "/from") == nil)
    #expect(AtomicFile.write("old", to: place + "/to") == nil)
    try FileSystem.rename(place + "/from", to: place + "/to")
    #expect(try FileBytes.contents(of: place + "/to", limit: FileBytes.contentLimit).get() == Array("new".utf8))
    #expect(!FileBytes.exists(place + "/from"))
    #expect(throws: SystemError(code: ENOENT)) { try FileSystem.rename(place + "/from", to: place + "/to") }
    FileSystem.remove(place + "/to")
    #expect(!FileBytes.exists(place + "/to"))
  }

  @Test(
    "A child runs from an argument vector with the file on its standard input; not found or not executable counts as could not run"
  )
  func child() throws {
    let place = try folder()
    defer { try? FileManager.default.removeItem(atPath: place) }
    #expect(AtomicFile.write("hello\n", to: place + "/in") == nil)
    // The file reaches standard input: `grep -q hello` succeeds only if it reads it.
    #expect(ChildProcess.run(["grep", "-q", "hello"], inputPath: place + "/in") == .exited(0))
    #expect(ChildProcess.run(["grep", "-q", "absent"], inputPath: place + "/in") == .exited(1))
    #expect(!ChildProcess.run(["sh", "-c", "exit 3"], inputPath: place + "/in").couldNotRun)
    #expect(ChildProcess.run(["lifequiz-no-such-command-here"], inputPath: place + "/in").couldNotRun)
    #expect(ChildProcess.run(["sh", "-c", "lifequiz-no-such-command-here"], inputPath: place + "/in").couldNotRun)
    #expect(AtomicFile.write("#!/bin/sh\n", to: place + "/plain") == nil)
    #expect(ChildProcess.run([place + "/plain"], inputPath: place + "/in").couldNotRun)
    // An argument is never split or interpreted: a quote and a semicolon stay text.
    let odd = place + "/o'brien;touch PWNED"
    #expect(AtomicFile.write("x\n", to: odd) == nil)
    #expect(ChildProcess.run(["cat", odd], inputPath: place + "/in") == .exited(0))
    #expect(!FileManager.default.fileExists(atPath: "PWNED"))
  }
}
