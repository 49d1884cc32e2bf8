#if canImport(SwiftUI)
  import SwiftUI

  /// A tab's title and declared icon as a `Label`, for the lists and bars the system draws (its
  /// tab bar, the sidebar): the icon filled while selected, where the symbol has a filled form.
  @MainActor
  struct TabItemLabel: View {
    let title: String
    let icon: TabBarIcon
    var isSelected = false

    var body: some View {
      Label {
        Text(verbatim: title)
      } icon: {
        icon.image(isSelected: isSelected, variant: isSelected ? .fill : .none)
      }
    }
  }
#endif
