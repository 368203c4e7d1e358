import LifeQuizPlatform

/// FNV-1a over 64-bit words: a cheap hash that changes when any byte does.
struct FNVHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { add($0) }
  }

  mutating func add(_ raw: UnsafeRawBufferPointer) {
    // Eight bytes a step: content is hashed at every start.
    var index = 0
    while index + 8 <= raw.count {
      value ^= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      value = value &* 0x100_0000_01b3
      index += 8
    }
    while index < raw.count {
      value ^= UInt64(raw[index])
      value = value &* 0x100_0000_01b3
      index += 1
    }
    // The length too, so two pieces never read as one.
    for shift in stride(from: 0, to: 64, by: 8) {
      value ^= UInt64(raw.count) >> UInt64(shift) & 0xff
      value = value &* 0x100_0000_01b3
    }
  }

  /// A cache file's key: `header` (what wrote it), then every file under
  /// each of `roots` by its path, size and modification time: cheaper than
  /// the contents, and as sure for a cache that only costs time when stale.
  static func cacheKey(_ header: String, stampsUnder roots: [LocalPath]) -> UInt64 {
    var hash = FNVHash()
    hash.add(Array(header.utf8))
    for root in roots { hash.addStamps(under: root.path, named: "") }
    return hash.value
  }

  private mutating func addStamps(under folder: String, named name: String) {
    Self.eachFile(under: folder, named: name) { path, name in
      add(Array((name + " " + (FileBytes.stamp(path) ?? "unreadable")).utf8))
    }
  }

  /// Calls `body` with each file's path and its name below `folder`
  /// (`/en/topics/inactive.md`), in name order, going into folders as they come.
  private static func eachFile(under folder: String, named name: String, _ body: (String, String) -> Void) {
    for entry in FileBytes.names(in: folder).sorted() {
      let path = folder + "/" + entry
      if FileBytes.isFolder(path) {
        eachFile(under: path, named: name + "/" + entry, body)
      } else {
        body(path, name + "/" + entry)
      }
    }
  }
}
