import Foundation
import TabBarRender

/// The self-playing page `tabbar-preview animate` writes: every frame inline, shown in turn at the
/// frame rate, holding the last frame for a second before playing again. `#status[data-played]`
/// counts the frames shown so far.
enum AnimationPage {
  /// The page for `scenes` (one a frame) played at `fps`.
  static func html(title: String, scenes: [TabBarPicture], fps: Int) -> String {
    guard let first = scenes.first else {
      return HTMLPage.document(title: title, style: "", body: "<p>No frames.</p>", script: "")
    }
    let libraryPrefix = "lib-"
    let frames = FrameSet.elements(
      scenes.enumerated().map { index, scene in
        FrameSet.Frame(scene: scene, attributes: [("data-step", String(index))], visible: index == 0)
      }, prefix: "f-", libraryPrefix: libraryPrefix)
    var body = "<h1>\(XMLEscaping.text(title))</h1>\n"
    FrameSet.libraryElement(prefix: libraryPrefix).write(into: &body, depth: 0, indentation: "")
    body += "<p id=\"status\">\(scenes.count) frames at \(fps) fps</p>\n"
    FrameSet.svg(for: first.layout, children: frames).write(into: &body, depth: 0, indentation: "")
    let style =
      "body { font-family: -apple-system, 'DejaVu Sans', sans-serif; margin: 24px; background: #ddd; }"
    let script = """
      (function () {
        var frames = document.querySelectorAll('g.frame');
        var shown = 0;
        var step = 0;
        var played = 0;
        var status = document.getElementById('status');
        var hold = \(fps);
        function show(index) {
          frames[shown].setAttribute('display', 'none');
          shown = index;
          frames[shown].removeAttribute('display');
        }
        setInterval(function () {
          step = (step + 1) % (frames.length + hold);
          show(Math.min(step, frames.length - 1));
          played += 1;
          status.setAttribute('data-played', String(played));
        }, 1000 / \(fps));
      })();
      """
    return HTMLPage.document(title: title, style: style, body: body, script: script)
  }
}
