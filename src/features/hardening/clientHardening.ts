import { systemClock, type Clock } from '../../lib/runtime/clock';
import { randomInt, systemRandom, type Random } from '../../lib/runtime/random';
import { toaster } from '../../ui/toaster';
import { createHardenedFetch } from './hardenedFetch';
import { hardeningEnabled, isLocalHost, productOrigins } from './hardeningConfig';
import { frameAncestorOrigins, mayBeFramedByAll } from './framePolicy';
import { isExtensionViolation } from './policyViolation';
import { keepsUserTools } from './userTools';
import { createSessionKey } from './transactionObfuscation';
import { showSecureConnectionNotice } from './secureConnectionNotice';

/** The bitcoin supply figure set on some elements (docs/behaviour.md#client-hardening). */
export const BTC_SUPPLY = '21000000';
const DECOY_IMAGE_PATH = '/decoy-pixel.svg';
const DECOY_MIN_MS = 20_000;
const DECOY_MAX_MS = 60_000;
const SECURE_TOAST_DELAY_MS = 2000;
const VIOLATION_TOAST_MS = 5000;

export interface HardeningSession {
  /** The 32-byte key transaction records are obfuscated with, for this tab only. */
  sessionKey: Uint8Array;
}

let session: HardeningSession | null = null;

/** The running hardening session, or null where hardening is off (dev server, Storybook, tests). */
export function hardeningSession(): HardeningSession | null {
  return session;
}

/** Replaces the page with 'Framing not allowed' when another site frames it; says whether the app may start. */
function guardFraming(): boolean {
  if (window.self === window.top) return true;
  if (mayBeFramedByAll(frameAncestorOrigins(window), window.location.origin, productOrigins)) return true;
  const heading = document.createElement('h1');
  heading.textContent = 'Framing not allowed';
  const reason = document.createElement('p');
  reason.textContent = 'For your security, the site cannot be displayed in an iframe.';
  document.body.replaceChildren(heading, reason);
  return false;
}

/** Leaves http:// for https:// anywhere but on a local host (where there is no certificate). */
function redirectToHttps(): boolean {
  const { protocol, hostname, href } = window.location;
  if (protocol !== 'http:' || isLocalHost(hostname)) return false;
  window.location.replace(`https:${href.slice('http:'.length)}`);
  return true;
}

/** F12, Ctrl+Shift+I/J/C and Ctrl+U (Cmd on macOS). */
function isDevToolsShortcut(event: KeyboardEvent): boolean {
  if (event.key === 'F12') return true;
  const modifier = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  return modifier && ((event.shiftKey && ['i', 'j', 'c'].includes(key)) || (!event.shiftKey && key === 'u'));
}

function blockInspection() {
  // The mouse's and the keyboard's menu key both end in `contextmenu`.
  document.addEventListener('contextmenu', (event) => {
    if (!keepsUserTools(event.target)) event.preventDefault();
  });
  document.addEventListener('selectstart', (event) => {
    if (!keepsUserTools(event.target)) event.preventDefault();
  });
  document.addEventListener('keydown', (event) => {
    if (isDevToolsShortcut(event)) event.preventDefault();
  });
}

function sendDecoyImages(clock: Clock, random: Random) {
  const next = () => {
    clock.setTimeout(
      () => {
        const image = new Image();
        image.src = `${DECOY_IMAGE_PATH}?t=${clock.now().toString(36)}${randomInt(random, 0, 1e9).toString(36)}`;
        next();
      },
      randomInt(random, DECOY_MIN_MS, DECOY_MAX_MS),
    );
  };
  next();
}

function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.warn(
      `Content security policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
    );
    // A browser extension's own scripts trip the policy on many visitors' machines: not our fault, not theirs.
    if (isExtensionViolation(event)) return;
    toaster.create({ type: 'error', title: 'Security policy violation detected', duration: VIOLATION_TOAST_MS });
  });
}

/**
 * The client hardening of docs/behaviour.md#client-hardening, all in one place. Call once before the app renders; it
 * returns false when the app must not start (framed by a stranger, or leaving for HTTPS).
 */
export function startClientHardening(
  enabled = hardeningEnabled(),
  clock: Clock = systemClock,
  random: Random = systemRandom,
): boolean {
  if (!enabled) return true;
  if (redirectToHttps()) return false;
  if (!guardFraming()) return false;

  session = { sessionKey: createSessionKey() };
  document.documentElement.dataset.btcSupply = BTC_SUPPLY;
  document.getElementById('root')?.setAttribute('data-btc-supply', BTC_SUPPLY);
  blockInspection();
  reportPolicyViolations();
  window.fetch = createHardenedFetch(window.fetch.bind(window), window.location.origin, clock, random);
  sendDecoyImages(clock, random);
  clock.setTimeout(() => showSecureConnectionNotice(), SECURE_TOAST_DELAY_MS);
  return true;
}
