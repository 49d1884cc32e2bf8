import SwiftUI
import TabBarKit

/// The curved design in Spanish: a notch cradling a raised blue→purple "+" button, a dot under
/// the selected tab, and a badge on Avisos.
struct CurvedSpanishDemo: View {
  enum DemoTab: Hashable { case inicio, buscar, avisos, perfil }

  @State private var tab = DemoTab.inicio
  @State private var isComposing = false

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab(verbatim: "Inicio", systemImage: "house", value: DemoTab.inicio) {
        DemoFeed(title: "Inicio")
      }
      TabBarTab(verbatim: "Buscar", systemImage: "magnifyingglass", value: DemoTab.buscar) {
        DemoFeed(title: "Buscar")
      }
      TabBarTab(verbatim: "Avisos", systemImage: "bell", value: DemoTab.avisos) {
        DemoFeed(title: "Avisos")
      }
      .tabBarBadge(3)
      TabBarTab(verbatim: "Perfil", systemImage: "person", value: DemoTab.perfil) {
        DemoFeed(title: "Perfil")
      }
    }
    .tabBarStyle(.curved)
    .tabBarAction("Nueva publicación", systemImage: "plus") { isComposing = true }
    .environment(\.locale, Locale(identifier: "es"))
    .sheet(isPresented: $isComposing) {
      Text(verbatim: "Nueva publicación").presentationDetents([.medium])
    }
  }
}
