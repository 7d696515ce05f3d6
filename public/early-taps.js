/*
 * Early taps: the page's first script, loaded in the head so it runs before the first paint.
 * Pre-rendered pages show their controls about 1.5-2 s before the app can answer them on a phone;
 * a tap in that time used to do nothing. This holds such taps and gives them back to the app once
 * it has started (docs/architecture.md#pre-rendered-pages).
 *
 * Like the early event contract of Angular's event replay (jsaction), it is a tiny listener on
 * the document that queues events while the app's code loads; unlike it, the app does not read
 * the queue: each held tap is replayed as a click on its control, in order, once the app calls
 * window.cryptovaultEarlyTaps.ready(). React then handles it as any click, hydrating the control's part of
 * the page first if it has not yet (React's own replay covers only a root it is hydrating).
 *
 * Only controls that need the app are held: links are real anchors and open their page by
 * themselves. A held control shows it was pressed at once (aria-busy and data-early-tap, styled
 * by the theme's global CSS). A control that is gone when the app starts is looked up again by
 * its place in the page; one that cannot be found is dropped. Taps never run twice: the held
 * click is cancelled, and only the replay reaches the app.
 *
 * A replayed click is not a user gesture, and WebKit grants the clipboard only inside one, so a
 * copy control ([data-copy-value]) copies in the tap itself; its replay hands the app that copy's
 * outcome (copyInTap), and the app shows it instead of copying again.
 */
(function () {
  'use strict';
  if (window.cryptovaultEarlyTaps) return;

  var CONTROLS =
    'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], ' +
    '[role="menuitem"], [role="option"], summary, label, input[type="checkbox"], input[type="radio"], ' +
    'input[type="submit"], input[type="button"], input[type="reset"]';
  // A control inside one of these is left alone: the browser answers it without the app.
  var NATIVE = 'a[href], input[type="text"], input[type="search"], input[type="number"], textarea, select';
  // How long a page that never starts (its code failed to load) shows taps as pending.
  var GIVE_UP_MS = 30000;

  var held = [];
  var replaying = false;
  // The copy made in the gesture of the tap being replayed, while its click runs.
  var replayedCopy = null;

  function pathOf(element) {
    var path = [];
    for (var node = element; node && node !== document.body; node = node.parentElement) {
      var parent = node.parentElement;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, node));
    }
    return path;
  }

  function atPath(path) {
    var node = document.body;
    for (var i = 0; node && i < path.length; i++) node = node.children[path[i]];
    return node || null;
  }

  function showPending(control, pending) {
    if (pending) {
      control.setAttribute('data-early-tap', '');
      control.setAttribute('aria-busy', 'true');
    } else {
      control.removeAttribute('data-early-tap');
      control.removeAttribute('aria-busy');
    }
  }

  function onClick(event) {
    if (replaying || !(event.target instanceof Element)) return;
    var control = event.target.closest(CONTROLS);
    if (!control || control.closest(NATIVE)) return;
    if (control.disabled || control.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ control: control, path: pathOf(control), copy: copyNow(control) });
    showPending(control, true);
  }

  /** The copy a copy control asks for, made now, in the user's gesture: a promise of success. */
  function copyNow(control) {
    var text = control.getAttribute('data-copy-value');
    if (text === null || !navigator.clipboard || !navigator.clipboard.writeText) return null;
    return navigator.clipboard.writeText(text).then(
      function () {
        return true;
      },
      function () {
        return false;
      },
    );
  }

  function stop() {
    document.removeEventListener('click', onClick, true);
    clearTimeout(giveUp);
  }

  function replay(tap) {
    showPending(tap.control, false);
    var control = tap.control.isConnected ? tap.control : tap.path && atPath(tap.path);
    if (!control || !control.isConnected) return;
    showPending(control, false);
    replaying = true;
    replayedCopy = tap.copy;
    try {
      control.click();
    } finally {
      replaying = false;
      replayedCopy = null;
    }
  }

  // One tap per task: the app draws what a tap changed before the next one meets it (a stepper's
  // new quantity before 'Add to Cart' reads it). Taps made meanwhile join the end of the queue,
  // so the order holds until it is empty; then the page is the app's alone.
  function drain() {
    var tap = held.shift();
    if (!tap) {
      stop();
      return;
    }
    replay(tap);
    setTimeout(drain, 0);
  }

  var started = false;
  function ready() {
    if (started) return;
    started = true;
    clearTimeout(giveUp);
    drain();
  }

  // An address with search parameters may name another view than the pre-rendered default (a
  // copied catalogue link: ?category=, ?q=). Until the app has drawn it, the parts marked
  // [data-address-view] are hidden rather than shown and then rearranged, which would shift the
  // page (docs/behaviour.md#state-in-the-address). The app clears the mark.
  var root = document.documentElement;
  if (location.search.length > 1) root.setAttribute('data-address-view-pending', '');

  var giveUp = setTimeout(function () {
    root.removeAttribute('data-address-view-pending');
    stop();
    for (var i = 0; i < held.length; i++) showPending(held[i].control, false);
    held = [];
  }, GIVE_UP_MS);

  document.addEventListener('click', onClick, true);
  window.cryptovaultEarlyTaps = {
    ready: ready,
    /** How many taps are held (for the bench and the tests). */
    pending: function () {
      return held.length;
    },
    /** During a replayed click on a copy control: the copy its tap made, a promise of success. */
    copyInTap: function () {
      return replayedCopy;
    },
  };
})();
