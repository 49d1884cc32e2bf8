import Dispatch
import Foundation
import TabBarMigrate

/// `tabbar-migrate`'s rules over a generated app of many files (each a `TabView` of helper tabs
/// whose labels are read from another file), and whether the time grows linearly with the files.
@MainActor
func migrationTable() throws {
  print("tabbar-migrate over generated apps (every file migrated with every file as context)")
  print("files     ms (fastest of 3)   µs per file (linear: about constant)")
  for count in [50, 200, 800] {
    let files = try (0..<count).map { try SourceFile(Array(generatedMigrationFile($0, of: count).utf8)) }
    let milliseconds =
      (0..<3).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        let context = MigrationContext(files: files)
        for file in files {
          checksum += CGFloat(FileMigration.migrate(file, context: context).output.count)
        }
        return Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e6
      }.min() ?? 0
    print(
      String(count).padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%-20.2f%.1f", milliseconds, milliseconds * 1000 / Double(count)))
  }
}

/// File `index` of a generated app: a screen enum whose label another file's tabs use, and a
/// view whose `TabView` shows helper tabs of the previous file's screens.
private func generatedMigrationFile(_ index: Int, of count: Int) -> String {
  let previous = (index + count - 1) % count
  return """
    import SwiftUI

    enum Screen\(index): Hashable {
      case home, search
      var label: some View {
        switch self {
        case .home: Label("Home \(index)", systemImage: "house")
        case .search: Label("Search \(index)", systemImage: "magnifyingglass")
        }
      }
    }

    struct App\(index)View: View {
      @State private var selection = Screen\(previous).home
      var body: some View {
        TabView(selection: $selection) {
          homeTab\(index)
          Text("Search").tabItem { Screen\(previous).search.label }.tag(Screen\(previous).search)
        }
      }
      var homeTab\(index): some View {
        Text("Home").tabItem { Screen\(previous).home.label }.tag(Screen\(previous).home)
      }
    }

    """
}
