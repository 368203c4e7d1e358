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
      add(word: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
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

  private mutating func add(word: UInt64) {
    value ^= word
    value = value &* 0x100_0000_01b3
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

  /// Each file under `folder`, in name order, going into folders as they
  /// come: its name below the root (`/en/topics/inactive.md`), then its size
  /// and modification time, from one `stat`.
  private mutating func addStamps(under folder: String, named name: String) {
    for entry in FileBytes.names(in: folder).sorted() {
      let path = folder + "/" + entry
      let status = FileStatus(path)
      if status?.isFolder == true {
        addStamps(under: path, named: name + "/" + entry)
        continue
      }
      add(Array((name + "/" + entry).utf8))
      guard let status else {
        add(Array("unreadable".utf8))
        continue
      }
      for number in [status.size, status.seconds, status.nanoseconds] { add(word: UInt64(bitPattern: number)) }
    }
  }
}
