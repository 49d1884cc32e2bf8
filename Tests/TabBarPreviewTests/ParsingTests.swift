import Foundation
import TabBarHostileInput
import TabBarPreview
import TabBarRender
import Testing

@Suite("Command-line parsing")
struct ParsingTests {
  @Test("--tabs splits at commas and colons; a backslash makes the next character literal")
  func tabList() throws {
    let tabs = try TabSpec.parseList("Home:house,Q\\,A:message,Tea\\: hot:cup,Back\\\\slash:star")
    #expect(tabs.map(\.title) == ["Home", "Q,A", "Tea: hot", "Back\\slash"])
    #expect(tabs.map(\.symbol) == ["house", "message", "cup", "star"])
    #expect(try TabSpec.parseList("Time:clock:fill").first?.symbol == "clock:fill")
  }

  @Test("--tabs entries without a symbol, with an empty part, or a lone backslash are refused by position")
  func badTabLists() {
    #expect(throws: UsageError.self) { try TabSpec.parseList("Home") }
    #expect(throws: UsageError.self) { try TabSpec.parseList("Home:house,") }
    #expect(throws: UsageError.self) { try TabSpec.parseList(":house") }
    #expect(throws: UsageError.self) { try TabSpec.parseList("Home:") }
    #expect(throws: UsageError.self) { try TabSpec.parseList("Home:house\\") }
    do {
      _ = try TabSpec.parseList("Home:house,Search")
    } catch {
      #expect(error.message.contains("entry 2 \"Search\" has no symbol"))
    }
  }

  @Test("Any title or badge text, escaped, reads back exactly, even a separator carrying a combining mark")
  func escapedRoundTrip() throws {
    for text in HostileStrings.corpus where !text.isEmpty {
      let escaped = EscapedList.escaped(text)
      let tabs = try TabSpec.parseList(escaped + ":house," + escaped + ":bell")
      #expect(tabs.map(\.title) == [text, text], "\(ArgumentScanner.shown(text))")
      #expect(tabs.map(\.symbol) == ["house", "bell"])
      let badges = try BadgeSpec.parseList("1=" + escaped + ",2=" + escaped, tabCount: 2)
      #expect(badges == [0: .text(text), 1: .text(text)], "\(ArgumentScanner.shown(text))")
    }
    #expect(try TabSpec.parseList("A:x,\u{301}B:y").count == 2)
  }

  @Test("--badges gives counts for numbers and text otherwise, by tab position from 1")
  func badges() throws {
    let badges = try BadgeSpec.parseList("2=3,4=!,1=120,3=New\\, hot", tabCount: 4)
    #expect(badges == [1: .count(3), 3: .text("!"), 0: .count(120), 2: .text("New, hot")])
    for bad in ["5=1", "0=1", "x=1", "2", "2=", "=3"] {
      #expect(throws: UsageError.self, "\(bad)") { try BadgeSpec.parseList(bad, tabCount: 4) }
    }
  }

  @Test("Tabs are named by position from 1 or by exact title")
  func references() throws {
    let tabs = TabSpec.defaultList
    #expect(try TabReference("2").resolve(in: tabs, option: "--selected") == 1)
    #expect(try TabReference("Profile").resolve(in: tabs, option: "--selected") == 3)
    #expect(throws: UsageError.self) { try TabReference("0").resolve(in: tabs, option: "--selected") }
    #expect(throws: UsageError.self) { try TabReference("9").resolve(in: tabs, option: "--selected") }
    #expect(throws: UsageError.self) { try TabReference("profile").resolve(in: tabs, option: "--selected") }
  }

  @Test("Options take values after a space or an equals sign; flags take none")
  func scanner() throws {
    var options = BarOptions()
    var scanner = ArgumentScanner([
      "--width=320", "--style", "floating", "--action", "--dynamic-type=accessibility3",
    ])
    while let option = try scanner.nextOption() {
      #expect(try options.read(option, from: &scanner))
    }
    #expect(options.width == 320 && options.style == .floating && options.hasAction == true)
    #expect(options.dynamicType == .accessibility3)
    var flag = ArgumentScanner(["--action=yes"])
    let name = try flag.nextOption()
    #expect(throws: UsageError.self) { try flag.flag(name ?? "") }
  }

  @Test("--surface names automatic, material or glass, reaches the scene, and refuses anything else")
  func surface() throws {
    var options = BarOptions()
    #expect(try options.picture().surface == .automatic)
    var scanner = ArgumentScanner(["--surface", "glass", "--style=floating"])
    while let option = try scanner.nextOption() {
      #expect(try options.read(option, from: &scanner))
    }
    #expect(options.surface == .glass)
    #expect(try options.picture().surface == .glass)
    #expect(try options.picture().surfacePaint.themeFill == nil)
    var wrong = ArgumentScanner(["--surface", "frosted"])
    let name = try wrong.nextOption() ?? ""
    #expect(throws: UsageError.self) { try options.read(name, from: &wrong) }
  }

  @Test("The curved style has an action button in the middle by default; --no-action removes it")
  func actionDefault() throws {
    var options = BarOptions()
    #expect(try options.items().action?.id == "action")
    #expect(try options.items().actionIndex == 2)
    options.hasAction = false
    #expect(try options.items().action == nil)
    options.style = .floating
    options.hasAction = nil
    #expect(try options.items().action == nil)
  }

  @Test("File names made from titles keep letters and digits only and never leave the directory")
  func sanitizedNames() throws {
    #expect(OutputFile.sanitizedName("My Network") == "my-network")
    #expect(OutputFile.sanitizedName("../../etc/passwd") == "etc-passwd")
    #expect(OutputFile.sanitizedName("..") == "tab")
    #expect(OutputFile.sanitizedName("الرئيسية") == "tab")
    #expect(OutputFile.sanitizedName(String(repeating: "a", count: 100)).count == 40)
    let directory = URL(fileURLWithPath: "/tmp/x")
    #expect(throws: PreviewFailure.self) { try OutputFile.file("../y", in: directory) }
    #expect(throws: PreviewFailure.self) { try OutputFile.file("..", in: directory) }
    #expect(try OutputFile.file("a.svg", in: directory).path == "/tmp/x/a.svg")
    let temporary = OutputFile.temporaryName(for: "index.html")
    #expect(temporary.hasPrefix(".index.html.") && temporary.hasSuffix(".tmp"))
    #expect(OutputFile.isTemporaryName(temporary, for: "index.html"))
    #expect(!OutputFile.isTemporaryName(temporary, for: "a.svg"))
    #expect(!OutputFile.isTemporaryName("index.html", for: "index.html"))
    #expect(!OutputFile.isTemporaryName(".index.html.mine.tmp", for: "index.html"))
  }

  @Test("Messages shown on one line escape control characters and stay short")
  func shownText() {
    #expect(ArgumentScanner.shown("a\nb\u{7}") == "a\\nb\\u{07}")
    #expect(ArgumentScanner.shown(String(repeating: "x", count: 100)).count == 60)
    #expect(UsageError("one\ntwo").message == "one two")
  }
}
