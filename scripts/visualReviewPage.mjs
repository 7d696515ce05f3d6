/**
 * The visual review page (docs/testing.md#visual-review): one self-contained HTML file beside the
 * images in .visual-review/. It shows one change at a time at its natural size (a 1200 px shot is
 * 1200 px wide, zoomable), side by side, as a flip or an onion skin between baseline and new, or
 * as the diff alone, and steps through the changes from the keyboard. A change is one story in one
 * engine; the reviewer flips between the engines' shots of the same story (`e`, or the engine
 * buttons): another engine's change, or its baseline where it did not change. No network: inline
 * style and script only.
 */

/** Width and height from a PNG's header (IHDR), without decoding the image. */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) {
    throw new Error('not a PNG file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// JSON inside a <script> element: nothing in it may close the element.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const style = `
:root{color-scheme:dark;--bg:#16181d;--panel:#20232a;--line:#3a3f4b;--fg:#e8eaf0;--muted:#a3a9b7;--accent:#6cc7f6}
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg);display:grid;grid-template-columns:260px 1fr;grid-template-rows:auto 1fr auto;height:100vh}
header{grid-column:1/3;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding:8px 16px;background:var(--panel);border-bottom:1px solid var(--line)}
h1{font-size:16px;margin:0}code{font-family:ui-monospace,monospace;font-size:13px;background:#00000055;padding:1px 4px;border-radius:4px}
nav{overflow:auto;border-right:1px solid var(--line);padding:8px 0}nav ol{list-style:none;margin:0;padding:0}
nav a{display:block;padding:4px 16px;color:var(--muted);text-decoration:none;word-break:break-all}nav a[aria-current="true"]{background:#6cc7f622;color:var(--fg);border-left:3px solid var(--accent)}
main{overflow:auto;padding:16px}footer{grid-column:1/3;padding:6px 16px;background:var(--panel);border-top:1px solid var(--line);color:var(--muted)}
.group{display:inline-flex;gap:4px;align-items:center}
button{font:inherit;color:var(--fg);background:#2c313b;border:1px solid var(--line);border-radius:6px;padding:3px 10px;cursor:pointer}button[aria-pressed="true"]{background:var(--accent);color:#0b1020;border-color:var(--accent)}
.meta{margin:0 0 12px;color:var(--muted)}
.stage img{zoom:var(--zoom,1)}.stage.pixelated img{image-rendering:pixelated}
.row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}[hidden]{display:none!important}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
img{display:block;max-width:none;border:1px solid var(--line);background:repeating-conic-gradient(#2a2d35 0 25%,#1d2026 0 50%) 0 0/16px 16px}
.stack{position:relative;width:max-content}.stack img+img{position:absolute;left:0;top:0}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;font-weight:700;letter-spacing:.05em}.badge.baseline{background:#f6c66c;color:#201500}.badge.new{background:#6cf69b;color:#002010}
kbd{font-family:ui-monospace,monospace;border:1px solid var(--line);border-bottom-width:2px;border-radius:4px;padding:0 4px;background:#2c313b}
`;

// Runs in the page. Reads the changes from the JSON element, keeps the current one in the address
// (#shot) so a reload keeps the place. It is written into the page as its source text, so every
// function it calls must live inside it.
/* eslint-disable unicorn/consistent-function-scoping */
function pageScript() {
  const changes = JSON.parse(document.getElementById('changes').textContent);
  const modes = ['side', 'flip', 'onion', 'diff'];
  const zooms = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8];
  const engines = ['chromium', 'firefox', 'webkit'];
  const state = { index: 0, mode: 'side', zoom: 3, showing: 'new', onion: 50, engine: null };
  const $ = (id) => document.getElementById(id);
  const fromHash = changes.findIndex((change) => '#' + change.shot === decodeURIComponent(location.hash));
  if (fromHash >= 0) state.index = fromHash;

  /** The shots shown for a change: the chosen engine's, the change's own by default. */
  function viewOf(change) {
    const own = {
      baseline: change.shot + '/baseline.png',
      new: change.shot + '/new.png',
      diff: change.hasDiff ? change.shot + '/diff.png' : null,
      baselineSize: change.baselineSize,
      newSize: change.newSize,
      changed: true,
      path: change.baseline,
      acceptCommand: change.acceptCommand,
    };
    const engine = state.engine ?? change.engine;
    return (change.views && change.views[engine]) || own;
  }
  function image(change, which) {
    const img = document.createElement('img');
    const view = viewOf(change);
    const size = which === 'new' ? view.newSize : view.baselineSize;
    img.src = view[which];
    img.alt = which + ' of ' + change.shot + ' in ' + (state.engine ?? change.engine ?? 'chromium');
    img.width = size.width;
    img.height = size.height;
    return img;
  }
  function figure(change, which, caption) {
    const fig = document.createElement('figure');
    const cap = document.createElement('figcaption');
    cap.textContent = caption;
    fig.append(cap, which === 'diff' && !viewOf(change).diff ? noDiff(viewOf(change)) : image(change, which));
    return fig;
  }
  function noDiff(view) {
    const p = document.createElement('p');
    p.textContent = view.changed
      ? 'The sizes differ, so there is no diff image: compare with flip or onion skin.'
      : 'Unchanged in this engine: its baseline is shown as both.';
    return p;
  }
  function render() {
    const change = changes[state.index];
    const stage = $('stage');
    stage.replaceChildren();
    stage.style.setProperty('--zoom', String(zooms[state.zoom]));
    stage.classList.toggle('pixelated', zooms[state.zoom] > 1);
    $('zoom-level').textContent = Math.round(zooms[state.zoom] * 100) + '%';
    for (const mode of modes) $('mode-' + mode).setAttribute('aria-pressed', String(mode === state.mode));
    $('onion-control').hidden = state.mode !== 'onion';
    document.querySelectorAll('nav a').forEach((link, index) => {
      link.setAttribute('aria-current', String(index === state.index));
      if (index === state.index) link.scrollIntoView({ block: 'nearest' });
    });
    if (!change) {
      $('position').textContent = '0 / 0';
      $('current').textContent = 'Nothing left to review.';
      $('meta').replaceChildren();
      return;
    }
    $('position').textContent = state.index + 1 + ' / ' + changes.length;
    $('current').textContent = change.shot;
    $('current').dataset.shot = change.shot;
    const engine = state.engine ?? change.engine ?? 'chromium';
    for (const name of engines) {
      const button = $('engine-' + name);
      button.setAttribute('aria-pressed', String(name === engine));
      button.disabled = !(change.views && change.views[name]);
      button.textContent = name + (change.views && change.views[name] && change.views[name].changed ? ' ●' : '');
    }
    // The line speaks of the engine shown: its baseline, its sizes, its own accept command.
    const view = viewOf(change);
    const sizes =
      view.baselineSize.width + '×' + view.baselineSize.height + ' → ' + view.newSize.width + '×' + view.newSize.height;
    $('meta').innerHTML = '';
    $('meta').append(
      document.createTextNode(
        engine +
          (view.changed ? ' (changed)' : ' (unchanged: its baseline)') +
          ' · ' +
          (view.path ?? change.baseline) +
          ' · ' +
          sizes +
          (view.acceptCommand ? ' · accept: ' : ' · nothing to accept'),
      ),
    );
    if (view.acceptCommand) {
      $('meta').append(Object.assign(document.createElement('code'), { textContent: view.acceptCommand }));
    }
    if (state.mode === 'side') {
      const row = document.createElement('div');
      row.className = 'row';
      row.append(figure(change, 'baseline', 'Baseline'), figure(change, 'new', 'New'), figure(change, 'diff', 'Diff'));
      stage.append(row);
    } else if (state.mode === 'flip') {
      const label = document.createElement('p');
      label.innerHTML =
        '<span class="badge ' +
        state.showing +
        '">' +
        state.showing.toUpperCase() +
        '</span> <kbd>f</kbd> or a click flips';
      const img = image(change, state.showing);
      img.dataset.showing = state.showing;
      img.addEventListener('click', flip);
      stage.append(label, img);
    } else if (state.mode === 'onion') {
      const stack = document.createElement('div');
      stack.className = 'stack';
      const top = image(change, 'new');
      top.style.opacity = String(state.onion / 100);
      top.style.border = '1px solid transparent';
      stack.append(image(change, 'baseline'), top);
      stage.append(stack);
    } else {
      stage.append(figure(change, 'diff', 'Differing pixels'));
    }
    try {
      history.replaceState(null, '', '#' + encodeURIComponent(change.shot));
    } catch {
      // Some browsers refuse history updates on file: pages; the page then just forgets its place.
    }
  }
  function step(by) {
    if (changes.length === 0) return;
    state.index = (state.index + by + changes.length) % changes.length;
    state.showing = 'new';
    state.engine = null;
    render();
  }
  function showEngine(engine) {
    const change = changes[state.index];
    if (!change || !change.views || !change.views[engine]) return;
    state.engine = engine;
    render();
  }
  function nextEngine() {
    const change = changes[state.index];
    if (!change || !change.views) return;
    const shown = engines.filter((engine) => change.views[engine]);
    const current = shown.indexOf(state.engine ?? change.engine ?? 'chromium');
    showEngine(shown[(current + 1) % shown.length]);
  }
  function setMode(mode) {
    state.mode = mode;
    render();
  }
  function flip() {
    if (state.mode !== 'flip') state.mode = 'flip';
    else state.showing = state.showing === 'new' ? 'baseline' : 'new';
    render();
  }
  function zoom(by) {
    state.zoom = by === 0 ? 3 : Math.min(zooms.length - 1, Math.max(0, state.zoom + by));
    render();
  }
  for (const mode of modes) $('mode-' + mode).addEventListener('click', () => setMode(mode));
  for (const engine of engines) $('engine-' + engine).addEventListener('click', () => showEngine(engine));
  $('next').addEventListener('click', () => step(1));
  $('previous').addEventListener('click', () => step(-1));
  $('zoom-in').addEventListener('click', () => zoom(1));
  $('zoom-out').addEventListener('click', () => zoom(-1));
  $('zoom-reset').addEventListener('click', () => zoom(0));
  $('onion').addEventListener('input', (event) => {
    state.onion = Number(event.target.value);
    render();
  });
  document.querySelectorAll('nav a').forEach((link, index) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      state.index = index;
      state.engine = null;
      render();
    }),
  );
  const keys = {
    j: () => step(1),
    k: () => step(-1),
    ArrowRight: () => step(1),
    ArrowLeft: () => step(-1),
    f: flip,
    e: nextEngine,
    ' ': flip,
    s: () => setMode('side'),
    o: () => setMode('onion'),
    d: () => setMode('diff'),
    '+': () => zoom(1),
    '=': () => zoom(1),
    '-': () => zoom(-1),
    0: () => zoom(0),
    '[': () => {
      state.onion = Math.max(0, state.onion - 10);
      $('onion').value = String(state.onion);
      render();
    },
    ']': () => {
      state.onion = Math.min(100, state.onion + 10);
      $('onion').value = String(state.onion);
      render();
    },
  };
  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target instanceof HTMLInputElement) return;
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  render();
}
/* eslint-enable unicorn/consistent-function-scoping */

/**
 * The page for a list of changes. Each entry: `{ shot, baseline, acceptCommand, hasDiff,
 * baselineSize, newSize }`, with `baseline` the baseline's path as shown to the reviewer and the
 * images at `<shot>/baseline.png`, `new.png` and `diff.png` beside the page.
 */
export function reviewPage(entries) {
  const count = `${entries.length} story screenshot${entries.length === 1 ? '' : 's'} changed`;
  const list = entries
    .map(({ shot }) => `<li><a href="#${escapeHtml(encodeURIComponent(shot))}">${escapeHtml(shot)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Visual review: ${escapeHtml(count)}</title>
<style>${style}</style></head>
<body>
<header>
<h1>${escapeHtml(count)}</h1>
<span class="group"><button id="previous" type="button" title="k">◀</button><span id="position"></span><button id="next" type="button" title="j">▶</button></span>
<strong id="current"></strong>
<span class="group" role="group" aria-label="View">
<button id="mode-side" type="button" title="s">Side by side</button><button id="mode-flip" type="button" title="f">Flip</button><button id="mode-onion" type="button" title="o">Onion skin</button><button id="mode-diff" type="button" title="d">Diff</button>
</span>
<span class="group" role="group" aria-label="Engine"><button id="engine-chromium" type="button" title="e">chromium</button><button id="engine-firefox" type="button" title="e">firefox</button><button id="engine-webkit" type="button" title="e">webkit</button></span>
<label id="onion-control" class="group" hidden>New over baseline <input id="onion" type="range" min="0" max="100" value="50"></label>
<span class="group" role="group" aria-label="Zoom"><button id="zoom-out" type="button" title="-">−</button><span id="zoom-level"></span><button id="zoom-in" type="button" title="+">+</button><button id="zoom-reset" type="button" title="0">1:1</button></span>
</header>
<nav aria-label="Changed stories"><ol>${list}</ol></nav>
<main><p id="meta" class="meta"></p><div id="stage" class="stage"></div></main>
<footer><kbd>j</kbd>/<kbd>k</kbd> or <kbd>→</kbd>/<kbd>←</kbd> next/previous change · <kbd>s</kbd> side by side · <kbd>f</kbd> or <kbd>space</kbd> flip baseline/new · <kbd>e</kbd> the same story in the next engine · <kbd>o</kbd> onion skin, <kbd>[</kbd>/<kbd>]</kbd> fade · <kbd>d</kbd> diff · <kbd>+</kbd>/<kbd>-</kbd> zoom, <kbd>0</kbd> 1:1 · accept all: <code>npm run visual:accept -- --all</code> (accepted changes leave this list)</footer>
<script type="application/json" id="changes">${scriptJson(entries)}</script>
<script>(${pageScript.toString()})();</script>
</body></html>
`;
}
