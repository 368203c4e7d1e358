import Foundation
import LifeQuizCLI
import LifeQuizStorage
import LifecycleCore
import Testing

@Suite("lifequiz simulate")
struct SimulateTests {
  @Test(
    "Text traces match their snapshots in both languages",
    arguments: [
      ("en", "launch call answer-call launch home suspend swipe-kill launch", "scene"),
      ("ko", "launch open-window home reclaim-scene:2 launch", "scene"),
      ("en", "background-launch launch lock unlock", "app"),
    ])
  func text(language: String, events: String, style: String) {
    let result = CLIRunner.run(
      ["--lang", language, "simulate", "--style", style] + events.split(separator: " ").map(String.init))
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    assertSnapshot(result.out, named: "simulate-\(style)-\(events.split(separator: " ").count).\(language).txt")
  }

  @Test("JSON follows the documented schema")
  func jsonSchema() throws {
    let result = CLIRunner.run("simulate --format json launch home swipe-kill")
    #expect(result.code == .success)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(object["style"] as? String == "scene")
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.count == 3)
    for step in steps {
      #expect(
        Set(step.keys) == [
          "event", "suspendedFirst", "callbacks", "app", "scenes", "overlay", "backgroundTask", "confidence", "note",
          "noteId", "timeline",
        ])
      let timeline = try #require(step["timeline"] as? [[String: String]])
      for entry in timeline {
        #expect(Set(entry.keys) == ["kind", "receiver", "name", "confidence"])
        #expect(["delegate", "viewController", "notification", "scenePhase", "handler"].contains(entry["kind"] ?? ""))
      }
      let delegates = timeline.filter { $0["kind"] == "delegate" }.map { [$0["receiver"], $0["name"]] }
      let callbackPairs = (step["callbacks"] as? [[String: String]] ?? []).map { [$0["receiver"], $0["method"]] }
      #expect(delegates == callbackPairs)
      let callbacks = try #require(step["callbacks"] as? [[String: String]])
      for callback in callbacks {
        #expect(Set(callback.keys) == ["receiver", "method"])
        let receiver = try #require(callback["receiver"])
        #expect(receiver == "app" || receiver.hasPrefix("scene-"))
      }
      #expect(["notRunning", "inactive", "active", "background", "suspended"].contains(step["app"] as? String ?? ""))
      for scene in try #require(step["scenes"] as? [[String: Any]]) {
        #expect(scene["id"] is Int)
        #expect(
          ["unattached", "foregroundInactive", "foregroundActive", "background"].contains(
            scene["state"] as? String ?? ""))
      }
    }
    let home = steps[1]
    #expect(home["event"] as? String == "home")
    #expect(
      (home["callbacks"] as? [[String: String]])?.map { $0["method"] ?? "" } == [
        "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
      ])
    #expect(home["note"] is NSNull)
    // The usual case: with no task the app was suspended before the swipe-kill.
    #expect(steps.map { $0["suspendedFirst"] as? Bool } == [false, false, true])
    #expect(steps[2]["confidence"] as? String == "disputed")
    #expect(steps[2]["noteId"] as? String == "swipe-kill-discards-session")
  }

  @Test("Markdown and Mermaid match their snapshots", arguments: ["markdown", "mermaid"])
  func exports(format: String) {
    let result = CLIRunner.run("simulate --format \(format) launch call dismiss home swipe-kill")
    #expect(result.code == .success)
    assertSnapshot(result.out, named: "simulate-\(format).txt")
  }

  @Test("--list-events lists every event in the vocabulary")
  func listEvents() {
    let result = CLIRunner.run("simulate --list-events")
    #expect(result.code == .success)
    for name in ["launch", "notification-center", "close-window:N", "reclaim-scene:N", "background-launch"] {
      #expect(result.out.contains("\n\(name) ") || result.out.hasPrefix("\(name) "), "missing \(name)")
    }
  }

  @Test("Colour only on a terminal, and never with NO_COLOR or --color never")
  func colour() {
    let piped = CLIRunner.run(["simulate", "launch"])
    #expect(!piped.out.contains("\u{1B}["))
    let terminal = CLIRunner.run(["simulate", "launch"], terminal: true, width: 80)
    #expect(terminal.out.contains("\u{1B}["))
    let noColor = CLIRunner.run(["simulate", "launch"], environment: ["NO_COLOR": "1"], terminal: true, width: 80)
    #expect(!noColor.out.contains("\u{1B}["))
    let never = CLIRunner.run(["simulate", "--color", "never", "launch"], terminal: true, width: 80)
    #expect(!never.out.contains("\u{1B}["))
    let always = CLIRunner.run(["simulate", "--color=always", "launch"])
    #expect(always.out.contains("\u{1B}["))
  }
}

@Suite("lifequiz simulate layers and limits")
struct SimulateLayerTests {
  @Test("--show all adds view controllers, notifications and phases, each marked by kind")
  func showAll() {
    let result = CLIRunner.run("simulate --color never --show all launch push home")
    #expect(result.code == .success)
    #expect(result.out.contains("▸ vc-1"))
    #expect(result.out.contains("» app               UIApplication.didEnterBackgroundNotification"))
    #expect(result.out.contains("~ app               .background"))
    let plain = CLIRunner.run("simulate --color never launch home")
    #expect(!plain.out.contains("vc-1") && !plain.out.contains("Notification"))
  }

  @Test("An unknown --show layer is a usage error naming the layers")
  func unknownLayer() {
    let result = CLIRunner.run("simulate --show views launch")
    #expect(result.code == .usage)
    #expect(result.err.hasPrefix("Error: 'views' is not a layer for --show; use vc, notifications, swiftui, all."))
  }

  @Test("More events than the cap is a usage error; a run at the cap has one step per event")
  func eventCap() {
    let over = ["simulate"] + Array(repeating: "memory-warning", count: 10_001)
    let result = CLIRunner.run(over)
    #expect(result.code == .usage)
    #expect(result.err.hasPrefix("Error: 10001 events is more than simulate runs (10000)"))
    let windows = Scenario(style: .scene, events: [.launch] + Array(repeating: .openWindow, count: 500)).run()
    #expect(windows.failure == nil)
    #expect(windows.steps.count == 501)
    #expect(windows.steps.last?.scenes.count == 501)
  }

  @Test("Korean event names run the same events as the English ones, in simulate, play and the completions")
  func koreanEventNames() {
    let korean = CLIRunner.run(["simulate", "실행", "창열기", "홈", "창닫기:2", "잠금해제"])
    let english = CLIRunner.run(["simulate", "launch", "open-window", "home", "close-window:2", "unlock"])
    // unlock is not possible after home: both fail at the same step with the same words.
    #expect(korean.code == english.code)
    #expect(korean.out == english.out)
    #expect(korean.err == english.err)
    #expect(CLIRunner.run(["simulate", "실행", "홈"]).out == CLIRunner.run(["simulate", "launch", "home"]).out)
    let list = CLIRunner.run(["--lang", "ko", "simulate", "--list-events"])
    #expect(list.out.contains("launch                (실행, 앱실행) "))
    #expect(list.out.contains("close-window:N        (창닫기) "))
    #expect(!CLIRunner.run(["--lang", "en", "simulate", "--list-events"]).out.contains("실행"))
    let play = CLIRunner.run(["play"], input: ["실행 홈", "quit"])
    #expect(play.out.contains("2. home"))
    let bash = CLIRunner.run(["completion", "bash"])
    #expect(bash.out.contains(" 실행 ") && bash.out.contains("창닫기:1"))
    let unknown = CLIRunner.run(["simulate", "실행", "홈x"])
    #expect(unknown.code == .usage)
    #expect(unknown.err.hasPrefix("Error: Unknown event '홈x'."))
  }
}
