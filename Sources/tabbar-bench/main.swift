import Foundation
import TabBarCore

// Measures one full per-frame update of an animating bar: a spring sample, the layout (into
// reused storage), the outline path (into reused storage) and a hit test of one point, for 2,
// 5, 7, 16 and 64 tabs; then the same per style, each part alone, interpolation, one frame of
// each gesture, the container state, text measurement. Prints the median and 99th-percentile
// nanoseconds per frame and heap allocations per frame once warm (counted for real on
// Linux/glibc by interposing malloc). `--only` runs some sections (the same measurements).
//
//   swift run -c release tabbar-bench [--frames N] [--only SECTION[,SECTION…]]

let sectionNames = BenchSection.allCases.map(\.rawValue).joined(separator: ",")
let usage = "usage: tabbar-bench [--frames N] [--only SECTION[,SECTION…]]  (sections: \(sectionNames))"

/// Ends the run with the usage line on standard error.
func usageError() -> Never {
  FileHandle.standardError.write(Data("tabbar-bench: \(usage)\n".utf8))
  exit(2)
}

var measuredFrames = 20_000
var sections = BenchSection.allCases
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
  switch option {
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--frames":
    guard let value = arguments.popFirst(), let number = Int(value), number > 0 else { usageError() }
    measuredFrames = number
  case "--only":
    guard let value = arguments.popFirst() else { usageError() }
    let chosen = value.split(separator: ",").map { BenchSection(rawValue: String($0)) }
    guard !chosen.isEmpty, chosen.allSatisfy({ $0 != nil }) else { usageError() }
    sections = BenchSection.allCases.filter { chosen.contains($0) }
  default:
    usageError()
  }
}

#if DEBUG
  print("note: a debug build; run `swift run -c release tabbar-bench` for meaningful times")
#endif

let spring = TabBarSpring(duration: 0.5, bounce: 0.2)
let settling = spring.settlingDuration(from: 0, to: 1)
let framesPerAnimation = max(Int((settling * 120).rounded(.up)), 1)
/// The tab counts the per-count tables measure.
let benchTabCounts = [2, 5, 7, 16, 64]

let overhead = clockOverhead()
print(
  "tabbar-bench: \(measuredFrames) frames after \(warmUpFrames) warm-up frames; clock overhead \(overhead) ns subtracted"
)
print(
  countsAllocations
    ? "allocations: counted by interposing malloc/calloc/realloc/memalign (glibc)"
    : "allocations: not counted on this platform (n/a)")
var checksum: CGFloat = 0
for section in sections {
  print("")
  try section.run()
}
print("")
print("checksum \(checksum)")
