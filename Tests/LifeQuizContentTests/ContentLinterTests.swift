import Foundation
import LifeQuizContent
import LifeQuizStorage
import LifeQuizTestSupport
import Testing

@Suite("Content linter")
struct ContentLinterTests {
  @Test("The real content passes every rule")
  func realContent() {
    let findings = ContentLinter(folder: ContentFixture.content.local, languages: ContentFixture.languages).run()
    #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
  }

  @Test(
    "Each rule fires on content that breaks it",
    arguments: [
      (
        LintRule.unknownEvent, "scenarios.json", #""events": ["launch"], "topics": ["launch"]"#,
        #""events": ["lanch"], "topics": ["launch"]"#
      ),
      (
        .rejectedScenario, "scenarios.json", #""events": ["launch", "home", "launch"], "topics": ["background""#,
        #""events": ["launch", "dismiss", "launch"], "topics": ["background""#
      ),
      (.missingTranslation, "scenarios.json", #""ko": "씬 기반 앱의 첫 실행""#, #""ko": """#),
      (
        .brokenReference, "topics.json", #""related": ["scene-states", "app-state-in-scene-apps""#,
        #""related": ["scene-statez", "app-state-in-scene-apps""#
      ),
      (.duplicateID, "scenarios.json", #""id": "app-cold-launch""#, #""id": "scene-cold-launch""#),
      (
        .unknownCallback, "callbacks.json", #""selector": "sceneDidDisconnect(_:)""#,
        #""selector": "sceneDidDisconect(_:)""#
      ),
      (
        .unsupportedMarkdown, "en/topics/states.md", "## How long an app stays in each",
        "> How long an app stays in each"
      ),
      (
        .handWrittenTrace, "en/topics/suspended.md", "## Terminated for memory with no callback",
        "`sceneWillResignActive(_:)` → `sceneDidEnterBackground(_:)`\n\n## Terminated for memory with no callback"
      ),
      (.translationDrift, "ko/topics/states.md", "scenario: app-home-and-return", "scenario: scene-home-and-return"),
      (
        .callbackNotInScenario, "callbacks.json",
        #""selector": "sceneDidDisconnect(_:)", "scenario": "scene-reclaim-and-return""#,
        #""selector": "sceneDidDisconnect(_:)", "scenario": "scene-cold-launch""#
      ),
      (.unsettledClaim, "misconceptions.json", #""check": null, "holds": false"#, #""check": null, "holds": null"#),
      (
        .missingKeywords, "grading.json",
        #""ko": ["onOpenURL", "onOpenURL 수정자", "유니버설 링크는 onOpenURL", "onOpenURL로 들어", "onOpenURL에서 처리", "onOpenURL로 받", "URL 열기 수정자", "유니버설 링크는 뷰 수정자로", "=유니버설 링크는 어댑터로 안 와"]}"#,
        #""ko": []}"#
      ),
      (.damagedFile, "questions.json", #"{"#, #"{{"#),
      (.badAlias, "en/aliases.json", #"["prewarm", "prewarming", "pre-warming"]"#, #"["prewarm"]"#),
      (.badAlias, "ko/aliases.json", #"["스냅샷", "snapshot"]"#, #"["스냅샷", "잠금"]"#),
      (
        .duplicateScenario, "scenarios.json", #""id": "app-home", "style": "app", "events": ["launch", "home"]"#,
        #""id": "app-home", "style": "app", "events": ["launch", "lock"]"#
      ),
      (
        .unknownSource, "sources.json", #""swipe-kill-discards-session": ["A23", "O9"]"#,
        #""swipe-kill-discards-session": ["A23", "O99"]"#
      ),
      (
        .unusedSource, "sources.json", #""protected-data": ["N21", "N22", "V22"]"#, #""protected-data": ["N21", "N22"]"#
      ),
      (
        .unsourcedNote, "sources.json", #""swipe-kill-discards-session": ["A23", "O9"]"#,
        #""swipe-kill-discards-session": []"#
      ),
      (.unknownSource, "sources.json", #""protected-data": ["#, #""protected-datum": ["#),
    ])
  func ruleFires(rule: LintRule, file: String, old: String, new: String) throws {
    let findings = try ContentFixture.withCopy({ try ContentFixture.edit($0, file, old, new) }) { folder in
      ContentLinter(folder: folder.local, languages: ContentFixture.languages).run()
    }
    #expect(findings.contains { $0.rule == rule }, "expected \(rule.rawValue), got \(findings.map(\.description))")
  }

  @Test(
    "With the grader: a way that says nothing alone, and a model answer that misses its own point",
    arguments: [
      (
        LintRule.genericKeyword, "grading.json", #""handled with onOpenURL"]"#,
        #""handled with onOpenURL", "foreground"]"#
      ),
      (
        LintRule.modelAnswerMisses, "questions.json", "sceneWillResignActive, then sceneDidEnterBackground",
        "sceneDidEnterBackground, then sceneWillResignActive"
      ),
      (
        LintRule.modelAnswerMisses, "grading.json",
        #"{"en": ["onOpenURL", "onOpenURL modifier", "universal links come through onOpenURL", "not the adaptor's scene(_:continue:)", "handled with onOpenURL"], "ko": ["onOpenURL", "onOpenURL 수정자", "유니버설 링크는 onOpenURL", "onOpenURL로 들어", "onOpenURL에서 처리", "onOpenURL로 받", "URL 열기 수정자", "유니버설 링크는 뷰 수정자로", "=유니버설 링크는 어댑터로 안 와"]}"#,
        #"{"en": ["onCloseURL", "onCloseURL modifier"], "ko": ["onCloseURL", "onCloseURL 수정자"]}"#
      ),
    ])
  func gradingRules(rule: LintRule, file: String, old: String, new: String) throws {
    let grader = try ClaimGraderCaseTests.grader.get()
    let findings = try ContentFixture.withCopy({ try ContentFixture.edit($0, file, old, new) }) { folder in
      ContentLinter(folder: folder.local, languages: ContentFixture.languages, grader: grader).run()
    }
    #expect(findings.contains { $0.rule == rule }, "expected \(rule.rawValue), got \(findings.map(\.description))")
    let clean = ContentLinter(folder: ContentFixture.content.local, languages: ContentFixture.languages, grader: grader)
    #expect(clean.run().isEmpty)
  }
  @Test(
    "A model answer that says a point only in one everyday word is flagged: typed as written it would be rated hard")
  func thinModelAnswer() throws {
    let grader = try ClaimGraderCaseTests.grader.get()
    let old =
      #""idempotent", "may run more than once", "safe to run twice", "didBecomeActive runs more than once", "guard against repeated calls", "didBecomeActive should be idempotent", "safe to call multiple times", "handle repeated calls", "guard against duplicates", "=don't assume it runs once", "can be called multiple times", "safe to run again", "check a flag", "=twice does no harm", "=no harm if it runs twice""#
    let findings = try ContentFixture.withCopy({ try ContentFixture.edit($0, "grading.json", old, #""idempotent""#) }) {
      ContentLinter(folder: $0.local, languages: ContentFixture.languages, grader: grader).run()
    }
    #expect(
      findings.map(\.description).contains {
        $0.contains("q-notification-center-old-ios.keyPoints[1] (en)") && $0.contains("only in one everyday word")
      }, "\(findings.map(\.description))")
  }

  @Test("A model answer that says a point only loosely (a way's words but one) is flagged: it would be rated hard")
  func looseModelAnswer() throws {
    let grader = try ClaimGraderCaseTests.grader.get()
    let old =
      #""idempotent", "may run more than once", "safe to run twice", "didBecomeActive runs more than once", "guard against repeated calls", "didBecomeActive should be idempotent", "safe to call multiple times", "handle repeated calls", "guard against duplicates", "=don't assume it runs once", "can be called multiple times", "safe to run again", "check a flag", "=twice does no harm", "=no harm if it runs twice""#
    let new = #""it may run more than once without the app truly returning""#
    let findings = try ContentFixture.withCopy({ try ContentFixture.edit($0, "grading.json", old, new) }) {
      ContentLinter(folder: $0.local, languages: ContentFixture.languages, grader: grader).run()
    }
    #expect(
      findings.map(\.description).contains {
        $0.contains("q-notification-center-old-ios.keyPoints[1] (en)")
          && $0.contains("only without one of a way's words")
      }, "\(findings.map(\.description))")
  }

  @Test("A question whose scenario does not exist is reported at its scenario key")
  func unknownQuestionScenario() throws {
    let findings = try ContentFixture.withCopy({
      try ContentFixture.edit($0, "questions.json", #""scenario": ""#, #""scenario": "no-such-"#)
    }) { ContentLinter(folder: $0.local, languages: ContentFixture.languages).run() }
    #expect(
      findings.contains {
        $0.rule == .brokenReference && $0.location.hasSuffix(".scenario") && $0.message.contains("no-such-")
      }, "got \(findings.map(\.description))")
  }

  @Test("A missing Korean page is reported, and so is a page with no topic")
  func missingPages() throws {
    let findings = try ContentFixture.withCopy({ folder in
      try FileManager.default.removeItem(at: folder.appendingPathComponent("ko/topics/run-loop.md"))
      try "---\ntitle: x\nsummary: y\n---\nz\n".write(
        to: folder.appendingPathComponent("en/topics/orphan.md"), atomically: true, encoding: .utf8)
    }) { ContentLinter(folder: $0.local, languages: ContentFixture.languages).run() }
    #expect(findings.contains { $0.rule == .missingPage && $0.file == "Content/ko/topics/run-loop.md" })
    #expect(findings.contains { $0.rule == .missingPage && $0.file == "Content/en/topics/orphan.md" })
  }

  @Test("Findings name the file, the key or line, and the fix")
  func findingText() throws {
    let findings = try ContentFixture.withCopy({
      try ContentFixture.edit($0, "en/topics/states.md", "## How long an app stays in each", "> quoted")
    }) { ContentLinter(folder: $0.local, languages: ContentFixture.languages).run() }
    let finding = try #require(findings.first { $0.file == "Content/en/topics/states.md" })
    #expect(finding.description.hasPrefix("Content/en/topics/states.md: line "))
    #expect(finding.description.contains("LQ007 block quotes are not supported. Fix: keep to headings"))
  }

  @Test("A damaged JSON file is reported as file, key and reason")
  func damagedJSON() throws {
    let error = try ContentFixture.withCopy({
      try ContentFixture.edit(
        $0, "scenarios.json", #""style": "app", "events": ["launch"]"#, #""style": "tablet", "events": ["launch"]"#)
    }) { folder -> ContentError? in
      do throws(ContentError) {
        _ = try ContentLibrary(folder: folder.local).scenarios()
        return nil
      } catch {
        return error
      }
    }
    let found = try #require(error)
    #expect(found.file.hasSuffix("scenarios.json"))
    #expect(found.key == "scenarios[1].style")
    #expect(found.reason.hasPrefix("is invalid"))
  }

  @Test("A damaged item read in part is reported at its place in the whole file")
  func damagedItemReadInPart() throws {
    let error = try ContentFixture.withCopy({
      try ContentFixture.edit(
        $0, "scenarios.json", #""style": "app", "events": ["launch", "home", "suspend", "memory-kill", "launch"]"#,
        #""style": "tablet", "events": ["launch", "home", "suspend", "memory-kill", "launch"]"#)
    }) { folder -> ContentError? in
      do throws(ContentError) {
        _ = try ContentLibrary(folder: folder.local).scenarios(only: ["app-relaunch-after-memory-kill"])
        return nil
      } catch {
        return error
      }
    }
    let found = try #require(error)
    #expect(found.key == "scenarios[3].style")
  }
}
