/// 64-bit FNV-1a: a cheap hash that changes when any byte does.
struct FNVHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    // The length too, so two pieces never read as one.
    for shift in stride(from: 0, to: 64, by: 8) {
      value ^= UInt64(bytes.count) >> UInt64(shift) & 0xff
      value = value &* 0x100_0000_01b3
    }
  }

  /// Every file under `folder`, in name order, with its path.
  mutating func addFiles(under folder: String, named name: String) {
    for entry in FileBytes.names(in: folder).sorted() {
      let path = folder + "/" + entry
      if FileBytes.isFolder(path) {
        addFiles(under: path, named: name + "/" + entry)
        continue
      }
      add(Array((name + "/" + entry).utf8))
      switch FileBytes.contents(of: path, limit: FileBytes.contentLimit) {
      case .success(let bytes): add(bytes)
      case .failure: add(Array("unreadable".utf8))
      }
    }
  }
}
