import Foundation
import Testing

/// Every badge and page names what it rests on (content v3, "Sources a
/// learner can see"): explain lists a page's sources, simulate --sources the
/// trace's, and the decks print them on the back.
@Suite("Sources")
struct SourcesTests {
  @Test("explain ends a page with its sources: the topic's and those of its traces' notes")
  func explainListsSources() {
    let result = CLIRunner.run("explain protected-data")
    #expect(result.code == .success)
    let tail = result.out.components(separatedBy: "\nSources\n").last ?? ""
    #expect(result.out.contains("\nSources\n"))
    #expect(tail.contains("[N21] applicationProtectedDataWillBecomeUnavailable(_:)"))
    #expect(tail.contains("[N22] Apple"))
    #expect(tail.contains("https://support.apple.com/guide/security/data-protection-classes"))
    let korean = CLIRunner.run("explain protected-data --lang ko")
    #expect(korean.out.contains("\n출처\n") && korean.out.contains("· Apple 문서"))
  }

  @Test("A callback page lists its own documentation")
  func callbackPage() {
    let result = CLIRunner.run("explain applicationWillTerminate")
    #expect(result.out.contains("[A10] applicationWillTerminate(_:)"))
  }

  @Test("simulate --sources lists what the shown badges rest on, and only with the flag")
  func simulateSources() throws {
    let result = CLIRunner.run("simulate --sources launch home swipe-kill")
    #expect(result.code == .success)
    let list = try #require(result.out.components(separatedBy: "\nSources\n").last)
    // The swipe-kill note rests on A23 and O9; nothing else is badged in the delegate layer.
    #expect(list.contains("[A23] UISceneSession") && list.contains("[O9] openradar FB9855914"))
    #expect(!list.contains("[N9]"))
    #expect(!CLIRunner.run("simulate launch home swipe-kill").out.contains("Sources"))
    let json = CLIRunner.run("simulate --sources --format json launch home swipe-kill")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let sources = try #require(object["sources"] as? [[String: String]])
    #expect(sources.map { $0["id"] } == ["A23", "O9"])
    #expect(sources.first?["kind"] == "apple-doc")
  }
}
