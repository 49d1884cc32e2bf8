import TabBarCore
import Testing

@Suite("A tab declared without a title is read by its value, plainly, and named in a diagnostic")
struct TabTitleFallbackTests {
  private enum Place: Hashable {
    case home
    case folder(id: Int)
  }

  @Test("An optional value is unwrapped: Optional(\"inbox\") reads inbox, at any depth")
  func unwrapsOptionals() {
    let once: String? = "inbox"
    let twice: String?? = "inbox"
    #expect(TabTitleFallback(describing: once as Any).title == "inbox")
    #expect(TabTitleFallback(describing: twice as Any).title == "inbox")
    let number: Int? = 3
    #expect(TabTitleFallback(describing: number as Any).title == "3")
  }

  @Test("Text is its own title and needs no diagnostic")
  func textIsATitle() {
    let fallback = TabTitleFallback(describing: "Inbox")
    #expect(fallback.title == "Inbox")
    #expect(fallback.isText)
    #expect(fallback.diagnostic(value: "\"Inbox\"") == nil)
  }

  @Test("A case name is read, and the diagnostic names the tab and the fix")
  func caseNameIsDiagnosed() throws {
    let fallback = TabTitleFallback(describing: Place.folder(id: 2))
    #expect(fallback.title == "folder(id: 2)")
    #expect(!fallback.isText)
    let message = try #require(fallback.diagnostic(value: "Place.folder(id: 2)"))
    #expect(message.contains("the tab Place.folder(id: 2) has no title"))
    #expect(message.contains("\"folder(id: 2)\""))
    #expect(message.contains("accessibilityTitle:"))
    #expect(TabTitleFallback(describing: Place.home).title == "home")
  }

  @Test("nil and empty text give an empty title, which the diagnostic says reads nothing")
  func nilReadsNothing() throws {
    let none: Place? = nil
    let fallback = TabTitleFallback(describing: none as Any)
    #expect(fallback.title.isEmpty)
    #expect(try #require(fallback.diagnostic(value: "nil")).contains("read nothing"))
    #expect(TabTitleFallback(describing: "").diagnostic(value: "\"\"") != nil)
  }
}
