import Foundation
import Testing

@Suite("The tabbar-migrate command, run as a subprocess")
struct CommandLineTests {
  static let classic = Array(
    """
    import SwiftUI

    struct A: View {
      @State private var tab = 0
      var body: some View {
        TabView(selection: $tab) {
          Text("A")
            .tabItem { Label("A", systemImage: "a") }
            .tag(0)
        }
      }
    }

    """.utf8)

  @Test("by default it prints a unified diff with three lines of context and changes nothing")
  func diffByDefault() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.write("Sources/App/A.swift", Self.classic)
    let run = try MigrateExecutable.run(["Sources"], in: scratch.url)
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(
      run.output == """
        --- a/Sources/App/A.swift
        +++ b/Sources/App/A.swift
        @@ -1,12 +1,13 @@
         import SwiftUI
        +import TabBarKit
         
         struct A: View {
           @State private var tab = 0
           var body: some View {
        -    TabView(selection: $tab) {
        -      Text("A")
        -        .tabItem { Label("A", systemImage: "a") }
        -        .tag(0)
        +    TabBarContainer(selection: $tab) {
        +      TabBarTab("A", systemImage: "a", value: 0) {
        +        Text("A")
        +      }
             }
           }
         }

        """)
    #expect(try scratch.read("Sources/App/A.swift") == Self.classic)
  }

  @Test("--write rewrites the changed files in place, and a second run has nothing to do")
  func writeThenIdempotent() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("A.swift", Self.classic)
    let untouched = try scratch.write("B.swift", Array("let b = 1\n".utf8))
    let run = try MigrateExecutable.run(["--write", scratch.url.path])
    #expect(run.status == 0)
    #expect(run.output == "migrated \(path)\n")
    let written = try scratch.read("A.swift")
    #expect(String(decoding: written, as: UTF8.self).contains("TabBarContainer(selection: $tab)"))
    #expect(try scratch.read("B.swift") == Array("let b = 1\n".utf8))
    let again = try MigrateExecutable.run(["--write", path, untouched])
    #expect(again.status == 0)
    #expect(again.output == "")
    #expect(try scratch.read("A.swift") == written)
  }

  @Test("what it did not migrate is listed as file:line: reason with exit status 1")
  func notMigratedExitsOne() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try scratch.write("P.swift", Array("TabView { Text(\"a\") }\n".utf8))
    let run = try MigrateExecutable.run([path])
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("\(path):1: TabView without a selection"))
  }

  @Test("a bad command line or a missing path exits 2")
  func badCommandLine() throws {
    #expect(try MigrateExecutable.run([]).status == 2)
    #expect(try MigrateExecutable.run(["--frobnicate", "x"]).status == 2)
    let missing = try MigrateExecutable.run(["/nonexistent/tabbar-migrate"])
    #expect(missing.status == 2)
    #expect(missing.error == "/nonexistent/tabbar-migrate:1: no such file or folder\n")
  }

  @Test("UIKit tab bar lookups are reported only when the run migrates a TabView; notes keep exit 0")
  func uiKitFindingsNeedADrawnBar() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let lookup = Array("let tabs = root as? UITabBarController\n".utf8)
    _ = try scratch.write("Window.swift", lookup)
    _ = try scratch.write("Pager.swift", Array("TabView { Text(\"1\") }\n.tabViewStyle(.page)\n".utf8))
    let alone = try MigrateExecutable.run(["."], in: scratch.url)
    #expect(alone.status == 0)
    #expect(
      alone.error == "./Pager.swift:1: note: a page-style TabView (a pager, not a tab bar) stays SwiftUI's\n")
    _ = try scratch.write("Tabs.swift", Self.classic)
    let withTabs = try MigrateExecutable.run(["."], in: scratch.url)
    #expect(withTabs.status == 1)
    #expect(withTabs.error.contains("./Window.swift:1: code that looks for a UITabBarController"))
  }
}
