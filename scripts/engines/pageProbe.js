/*
 * Loaded first on every page the cross-engine journeys open (scripts/engines/appProxy.mjs adds it
 * to the head), same origin, so the content policy (script-src 'self') lets it run.
 *
 * It keeps the page's console errors, uncaught errors, failed loads and policy violations in
 * sessionStorage, where the runner reads them after each check: classic WebDriver (WebKit) has no
 * console log, and the tab's storage outlives the reloads and full page loads a journey makes.
 *
 * When the tab's `engines:record-toasts` flag asks, it records each toast as it comes
 * (`window.enginesToasts`), so a check sees a toast however briefly it showed.
 *
 * It records every clipboard write (`window.enginesClipboardWrites`): whether the app had started,
 * whether it ran inside the user's gesture, what it wrote and whether the browser took it.
 *
 * It blocks service workers, as playwright.config.ts does (`serviceWorkers: 'block'`, the same
 * stand-in): every load reaches the proxy, so a held request is held. The offline journey's proxy
 * sets `enginesAllowWorker` first.
 *
 * It also holds the decorative background still, as scripts/backgroundStill.ts does for the
 * Playwright journeys: the browsers paint in software here, and the drift repaints the whole
 * window on every frame, a core's worth of CPU for as long as a page is open.
 */
(function () {
  'use strict';
  var KEY = 'engines:errors';

  if (window.ServiceWorkerContainer && !window.enginesAllowWorker) {
    ServiceWorkerContainer.prototype.register = function () {
      console.warn('Service worker registration blocked by the engine journeys');
      return Promise.resolve(undefined);
    };
  }

  var still = document.createElement('style');
  still.textContent = '[data-testid="animated-background"] [data-glow] { animation: none !important; }';
  document.head.append(still);

  function keep(text) {
    try {
      var kept = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      kept.push(text + ' (on ' + location.pathname + location.search + ')');
      sessionStorage.setItem(KEY, JSON.stringify(kept));
    } catch {
      // Storage refused: the journey's own checks still run.
    }
  }

  function describe(value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }

  var consoleError = console.error;
  console.error = function () {
    keep('console.error: ' + Array.prototype.map.call(arguments, describe).join(' '));
    return consoleError.apply(console, arguments);
  };
  // A page being left: the browser cancels the loads still under way, and Firefox reports each as
  // a failed load of the page it leaves. Not the page's fault: the next page loads afresh.
  var leaving = false;
  window.addEventListener('beforeunload', function () {
    leaving = true;
  });
  window.addEventListener('pagehide', function () {
    leaving = true;
  });
  window.addEventListener('pageshow', function () {
    leaving = false;
  });
  // Capturing, so a script, style or image that fails to load (its error does not bubble) counts too.
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target !== window && target && target.nodeType === Node.ELEMENT_NODE) {
        // An element of the page just left: Firefox, under load, reports that page's cancelled
        // preloads (<link rel=modulepreload>) to the next page's window while it loads.
        if (target.ownerDocument !== document) return;
        if (!leaving) keep('failed to load: ' + (target.src || target.href || target.tagName));
        return;
      }
      if (event.error || event.message) {
        keep('uncaught: ' + (event.error ? describe(event.error) : event.message));
        return;
      }
      // An 'error' with neither: a plain event, from something other than a script.
      keep(
        'an error event (' +
          event.constructor.name +
          ') from ' +
          (target === window ? 'the window' : target && (target.nodeName || target.constructor.name)),
      );
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    keep('unhandled rejection: ' + describe(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    keep('content policy violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
  });

  // Each toast as it comes (`window.enginesToasts`: its text, whether it showed, its aria-hidden,
  // and the text of every status region a screen reader then heard), for a check that must see a
  // toast however briefly it shows, even when a look at the page comes late (secureNotice.mjs).
  // Asked for by the tab's flag before the load, so no other page pays for the watching.
  var recordToasts = false;
  try {
    recordToasts = sessionStorage.getItem('engines:record-toasts') === '1';
  } catch {
    // Storage refused: no toast is recorded, and the clipboard below is still watched.
  }
  if (recordToasts) {
    var toasts = (window.enginesToasts = []);
    var TOAST = '[data-scope="toast"][data-part="root"]';
    var record = function (toast) {
      var heard = Array.prototype.filter.call(document.querySelectorAll('[role="status"]'), function (region) {
        return !region.closest('[aria-hidden="true"]');
      });
      toasts.push({
        text: toast.textContent,
        shown: toast.getClientRects().length > 0,
        ariaHidden: toast.getAttribute('aria-hidden'),
        statusTexts: heard.map(function (region) {
          return region.textContent;
        }),
      });
    };
    new MutationObserver(function (changes) {
      changes.forEach(function (change) {
        change.addedNodes.forEach(function (node) {
          if (node.nodeType !== Node.ELEMENT_NODE) return;
          if (node.matches(TOAST)) record(node);
          else Array.prototype.forEach.call(node.querySelectorAll(TOAST), record);
        });
      });
    }).observe(document.documentElement, { childList: true, subtree: true });
  }

  var clipboard = navigator.clipboard;
  if (!clipboard || !clipboard.writeText) return;
  var writeText = clipboard.writeText.bind(clipboard);
  var writes = (window.enginesClipboardWrites = []);
  clipboard.writeText = function (text) {
    var write = {
      appStarted: document.documentElement.hasAttribute('data-app-started'),
      inGesture: navigator.userActivation ? navigator.userActivation.isActive : null,
      text: text,
      outcome: 'pending',
    };
    writes.push(write);
    return writeText(text).then(
      function () {
        write.outcome = 'written';
      },
      function (error) {
        write.outcome = 'refused: ' + describe(error);
        throw error;
      },
    );
  };
})();
