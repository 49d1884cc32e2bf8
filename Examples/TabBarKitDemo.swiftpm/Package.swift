// swift-tools-version: 5.9

// An app package: open this folder (TabBarKitDemo.swiftpm) with a double-click in Swift
// Playgrounds or Xcode and run it. It depends on the repository's root package by path.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "TabBarKitDemo",
  platforms: [
    .iOS("16.0"), .macOS("13.0"),
  ],
  products: [
    .iOSApplication(
      name: "TabBarKit Demo",
      targets: ["AppModule"],
      bundleIdentifier: "org.tabbarkit.demo",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .layers),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // The repository's root package (this folder is Examples/TabBarKitDemo.swiftpm).
    .package(path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [.product(name: "TabBarKit", package: "TabBarKit")],
      path: "Sources"
    )
  ]
)
