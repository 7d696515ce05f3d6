/**
 * Every build variable the app reads, in one place. Each is read by name: handing
 * `import.meta.env` around whole makes Vite inline every variable into the bundle.
 * See docs/architecture.md for what each one means.
 */
export const buildConfig = {
  /** True in a production build. */
  production: import.meta.env.PROD,
  /** True in the dev server. */
  development: import.meta.env.DEV,
  /** `'false'` makes the dev server call the real external services instead of MSW. */
  useMockWorker: import.meta.env.VITE_USE_MSW !== 'false',
  /** `'true'` / `'false'` forces the client hardening on or off; unset follows the build mode. */
  hardening: import.meta.env.VITE_HARDENING,
  /** The product's own hosts, comma-separated, which may frame the site. */
  productHosts: import.meta.env.VITE_PRODUCT_HOSTS ?? 'cryptovault.example,www.cryptovault.example',
  btcAddress: import.meta.env.VITE_BTC_ADDRESS,
  cryptoPriceUrl: import.meta.env.VITE_CRYPTO_PRICE_URL ?? 'https://api.coingecko.com/api/v3/simple/price',
  reverseGeocodeUrl: import.meta.env.VITE_REVERSE_GEOCODE_URL ?? 'https://nominatim.openstreetmap.org/reverse',
} as const;
