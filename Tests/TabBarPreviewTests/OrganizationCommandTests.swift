import Foundation
import TabBarPreview
import TabBarRender
import TabBarTestSupport
import Testing

/// `render`'s organization options (sidebar, sections, hidden tabs, search tab, edit mode) and the
/// gallery's section for them, run through the built `tabbar-preview`.
@Suite("tabbar-preview: sections, sidebar, edit mode and search")
struct OrganizationCommandTests {
  static let tabs = "Home:house,Radio:star,Search:magnifyingglass,Albums:bookmark,Artists:person"

  @Test(
    "Bad organization options exit 2 with one line naming the problem",
    arguments: [
      (
        ["--presentation", "list"],
        "unknown value \"list\" for --presentation: accepted values are bar, sidebar"
      ),
      (["--edit"], "--edit draws the sidebar's edit mode: add --presentation sidebar"),
      (["--sections", "=1"], "--sections entry \"=1\" needs a title and tabs"),
      (["--sections", "Library=2:9"], "\"9\" is not a tab position 1…5"),
      (["--sections", "Library=x"], "\"x\" is not a tab position"),
      (["--hidden", "0"], "--hidden \"0\" is not a tab position: give 1…5"),
      (["--search", "Nowhere"], "--search \"Nowhere\" names no tab"),
      (["--search", "7"], "--search 7 is not a tab"),
      (["--edit=yes", "--presentation", "sidebar"], "--edit takes no value"),
    ] as [([String], String)])
  func usageErrors(_ extra: [String], message: String) throws {
    let scratch = try ScratchDirectory("organization-usage")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run(
      ["render", "--tabs", Self.tabs, "--out", scratch.path("x.svg")] + extra)
    #expect(run.status == 2)
    #expect(run.errorLines.count == 1)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
  }

  @Test(
    "A sidebar is drawn in a 1024 × 768 pt window unless a size is given, exactly as the renderer draws it")
  func sidebar() throws {
    let scratch = try ScratchDirectory("organization-sidebar")
    defer { scratch.remove() }
    let arguments = [
      "--tabs", Self.tabs, "--presentation", "sidebar", "--sections", "Library=4:5", "--search", "Search",
      "--hidden", "2", "--edit", "--selected", "4",
    ]
    let run = try PreviewExecutable.run(["render", "--out", scratch.path("s.svg")] + arguments)
    #expect(run.status == 0, "\(run.error)")
    let svg = try String(contentsOfFile: scratch.path("s.svg"), encoding: .utf8)
    #expect(try XMLLint.problems(in: svg) == nil)
    #expect(svg.contains("width=\"1024\" height=\"768\"") && svg.contains(">Library</text>"))
    var bar = BarOptions()
    bar.tabs = try TabSpec.parseList(Self.tabs)
    bar.selected = .position(4)
    var organization = OrganizationOptions()
    organization.presentation = .sidebar
    organization.sectionList = "Library=4:5"
    organization.search = .title("Search")
    organization.hiddenList = "2"
    organization.isEditing = true
    #expect(
      svg == SidebarSVGRenderer.document(for: try organization.sidebarPicture(bar, sizeGiven: false)).xml)
    let sized = try PreviewExecutable.run(
      ["render", "--out", scratch.path("t.svg"), "--width", "1366", "--height", "1024"] + arguments)
    #expect(sized.status == 0)
    #expect(try String(contentsOfFile: scratch.path("t.svg"), encoding: .utf8).contains("width=\"1366\""))
  }

  @Test("--search sets the tab apart in the bar; hidden tabs leave it; a section can be one entry")
  func searchBar() throws {
    let scratch = try ScratchDirectory("organization-bar")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run([
      "render", "--style", "floating", "--tabs", Self.tabs, "--search", "3", "--hidden", "2",
      "--sections", "Library=4:5", "--section-entries", "--out", scratch.path("b.svg"),
    ])
    #expect(run.status == 0, "\(run.error)")
    let svg = try String(contentsOfFile: scratch.path("b.svg"), encoding: .utf8)
    #expect(try XMLLint.problems(in: svg) == nil)
    #expect(svg.contains("class=\"search\"") && svg.contains("data-id=\"section1\""))
    #expect(!svg.contains("data-id=\"tab2\"") && !svg.contains("data-id=\"tab4\""))
  }

  @Test("--prominent raises that tab into the curved notch; with the action kept, the action holds it")
  func prominentBar() throws {
    let scratch = try ScratchDirectory("organization-prominent")
    defer { scratch.remove() }
    let raised = try PreviewExecutable.run([
      "render", "--style", "curved", "--no-action", "--tabs", Self.tabs, "--prominent", "3", "--out",
      scratch.path("p.svg"),
    ])
    #expect(raised.status == 0, "\(raised.error)")
    let svg = try String(contentsOfFile: scratch.path("p.svg"), encoding: .utf8)
    #expect(svg.contains("class=\"prominent\" data-index=\"2\" data-id=\"tab3\""))
    let beside = try PreviewExecutable.run([
      "render", "--style", "curved", "--tabs", Self.tabs, "--prominent", "3", "--out", scratch.path("a.svg"),
    ])
    #expect(beside.status == 0, "\(beside.error)")
    let withAction = try String(contentsOfFile: scratch.path("a.svg"), encoding: .utf8)
    #expect(withAction.contains("class=\"action\"") && !withAction.contains("class=\"prominent\""))
    let missing = try PreviewExecutable.run([
      "render", "--tabs", Self.tabs, "--prominent", "Nope", "--out", scratch.path("m.svg"),
    ])
    #expect(missing.status != 0 && missing.error.contains("--prominent"))
  }

  @Test(
    "The gallery shows the sidebar, edit mode and the search tab (also selected) in every style, as well-formed XML"
  )
  func gallery() throws {
    let scratch = try ScratchDirectory("organization-gallery")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run(["gallery", "--out", scratch.path("site")])
    #expect(run.status == 0, "\(run.error)")
    let html = try String(contentsOfFile: scratch.path("site/index.html"), encoding: .utf8)
    #expect(html.contains("<section id=\"organization\">"))
    let designs = TabBarDesign.allCases.count
    #expect(html.components(separatedBy: "<figure class=\"organization\"").count - 1 == 4 + designs * 3)
    #expect(html.contains("sidebar · dark · RTL · 1366 × 1024 pt · edit mode, Radio hidden"))
    #expect(html.contains("floating · search tab apart · Library as one entry · RTL"))
    #expect(html.contains("material · search tab apart and selected · Library as one entry · LTR"))
    #expect(html.components(separatedBy: "<figure class=\"prominent\"").count - 1 == designs + 2)
    #expect(html.contains("curved · Trips prominent and selected · LTR"))
    #expect(try XMLLint.problems(inFiles: [scratch.path("site/index.html")]) == nil)
  }
}
