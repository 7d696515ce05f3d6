/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Receiving Bitcoin address shown by the payment widget. */
  readonly VITE_BTC_ADDRESS?: string;
  readonly VITE_CRYPTO_PRICE_URL?: string;
  readonly VITE_REVERSE_GEOCODE_URL?: string;
  /** Set to "false" to run the dev server against the real external services instead of MSW. */
  readonly VITE_USE_MSW?: string;
  /** "true" or "false" switches the client hardening on or off; by default it follows the build mode. */
  readonly VITE_HARDENING?: string;
  /** The product's own hosts (comma-separated), allowed to frame the site. */
  readonly VITE_PRODUCT_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
