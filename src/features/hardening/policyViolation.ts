const EXTENSION_SCHEMES = [
  'chrome-extension:',
  'moz-extension:',
  'safari-extension:',
  'safari-web-extension:',
  'ms-browser-extension:',
];

function fromExtension(url: string | undefined): boolean {
  return !!url && EXTENSION_SCHEMES.some((scheme) => url.startsWith(scheme));
}

/** A violation whose blocked resource or offending script belongs to a browser extension. */
export function isExtensionViolation(event: Pick<SecurityPolicyViolationEvent, 'blockedURI' | 'sourceFile'>): boolean {
  return fromExtension(event.blockedURI) || fromExtension(event.sourceFile);
}
