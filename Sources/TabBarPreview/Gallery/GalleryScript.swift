/// The gallery page's script. It only swaps frames that the core laid out in advance: clicking a
/// tab of a seed design shows the frames of the change from the current tab to it, one every
/// 1/30 s, then that tab's resting frame. With `#selftest` in the address it clicks a tab itself
/// and writes the outcome into `#selftest[data-result]`: "pass", or "fail: " and the reason
/// (including any script error or `console.error` seen since the page loaded).
enum GalleryScript {
  /// The frames a second the gallery's transitions were sampled at and play at: half of
  /// `animate`'s default, to keep the page small.
  static let fps = 30

  /// The script's text.
  static let source = """
    (function () {
      'use strict';
      var errors = [];
      window.addEventListener('error', function (event) { errors.push(String(event.message)); });
      var consoleError = console.error;
      console.error = function () {
        errors.push(Array.prototype.join.call(arguments, ' '));
        consoleError.apply(console, arguments);
      };
      var interval = 1000 / Number(document.body.getAttribute('data-fps'));

      function visible(svg) { return svg.querySelector('g.frame:not([display])'); }
      function showOnly(svg, frame) {
        var current = visible(svg);
        if (current) { current.setAttribute('display', 'none'); }
        frame.removeAttribute('display');
      }
      function play(svg, to, done) {
        var from = svg.getAttribute('data-current');
        if (svg.hasAttribute('data-playing') || from === to) { return; }
        var frames = svg.querySelectorAll('g.frame[data-from="' + from + '"][data-to="' + to + '"]');
        var rest = svg.querySelector('g.frame[data-rest="' + to + '"]');
        if (!rest) { return; }
        var next = 0;
        svg.setAttribute('data-playing', 'true');
        var timer = setInterval(function () {
          if (next < frames.length) { showOnly(svg, frames[next]); next += 1; return; }
          clearInterval(timer);
          showOnly(svg, rest);
          svg.setAttribute('data-current', to);
          svg.removeAttribute('data-playing');
          if (done) { done(); }
        }, interval);
      }
      Array.prototype.forEach.call(document.querySelectorAll('figure.preset svg'), function (svg) {
        svg.addEventListener('click', function (event) {
          var item = event.target.closest ? event.target.closest('g.item') : null;
          if (item) { play(svg, item.getAttribute('data-id')); }
        });
      });

      function report(result) {
        var element = document.getElementById('selftest');
        element.setAttribute('data-result', result);
        element.textContent = 'Self-test: ' + result;
      }
      function selfTest() {
        var svgs = document.querySelectorAll('figure.preset svg');
        if (svgs.length !== \(GalleryPreset.all.count)) {
          report('fail: ' + svgs.length + ' seed designs instead of \(GalleryPreset.all.count)');
          return;
        }
        var svg = svgs[0];
        var target = visible(svg).querySelector('g.item:not(.selected) rect');
        if (!target) { report('fail: no unselected tab to click'); return; }
        var to = target.parentNode.getAttribute('data-id');
        var stepsSeen = 0;
        var watch = setInterval(function () {
          var frame = visible(svg);
          if (frame && frame.hasAttribute('data-step')) { stepsSeen += 1; }
        }, interval / 2);
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        setTimeout(function () {
          clearInterval(watch);
          var selected = visible(svg).querySelector('g.item.selected');
          if (errors.length) { report('fail: ' + errors.join('; ')); return; }
          if (svg.getAttribute('data-current') !== to || !selected || selected.getAttribute('data-id') !== to) {
            report('fail: clicking ' + to + ' did not select it');
            return;
          }
          if (stepsSeen === 0) { report('fail: no animation frame was shown'); return; }
          report('pass');
        }, 3000);
      }
      if (location.hash === '#selftest') { selfTest(); }
    })();
    """
}
