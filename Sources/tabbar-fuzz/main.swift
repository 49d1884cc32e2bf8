import Foundation
import TabBarHostileInput

// Runs hostile configurations through the core for a while and reports how many it ran and
// which broke a guarantee.
//
//   swift run -c release tabbar-fuzz --seconds 60
//   swift run tabbar-fuzz --case 123456      (replay one case)

let usage = "usage: tabbar-fuzz [--seconds N] [--seed S] [--case S]"
var seconds = 10.0
var seed = UInt64(Date().timeIntervalSince1970)
var single: UInt64?
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
  if option == "--help" || option == "-h" {
    print(usage)
    exit(0)
  }
  guard let value = arguments.popFirst() else {
    FileHandle.standardError.write(Data("tabbar-fuzz: \(option) needs a value; \(usage)\n".utf8))
    exit(2)
  }
  switch option {
  case "--seconds":
    guard let number = Double(value), number.isFinite, number >= 0 else {
      FileHandle.standardError.write(Data("tabbar-fuzz: --seconds takes a number, not \(value)\n".utf8))
      exit(2)
    }
    seconds = number
  case "--seed", "--case":
    guard let number = UInt64(value) else {
      FileHandle.standardError.write(Data("tabbar-fuzz: \(option) takes a whole number, not \(value)\n".utf8))
      exit(2)
    }
    if option == "--seed" { seed = number } else { single = number }
  default:
    FileHandle.standardError.write(Data("tabbar-fuzz: unknown option \(option); \(usage)\n".utf8))
    exit(2)
  }
}

if let single {
  let problems = HostileCase(seed: single).violations()
  print(problems.isEmpty ? "case \(single): no violations" : problems.joined(separator: "\n"))
  exit(problems.isEmpty ? 0 : 1)
}

let start = Date()
var cases = 0
var failures = 0
while Date().timeIntervalSince(start) < seconds {
  let hostile = HostileCase(seed: seed &+ UInt64(cases))
  let problems = hostile.violations()
  if !problems.isEmpty {
    failures += 1
    print("\(hostile): \(problems.joined(separator: "; "))")
  }
  cases += 1
}
let elapsed = Date().timeIntervalSince(start)
print(
  "tabbar-fuzz: \(cases) cases in \(String(format: "%.1f", elapsed)) s "
    + "(\(Int(Double(cases) / max(elapsed, 1e-9))) cases/s), seed \(seed), \(failures) failures")
exit(failures == 0 ? 0 : 1)
