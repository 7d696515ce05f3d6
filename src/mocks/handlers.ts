import { CRYPTO_PRICE_URL } from '../features/pricing/cryptoPriceEndpoint';
import { REVERSE_GEOCODE_URL } from '../features/customer-service/reverseGeocodeEndpoint';
import { cryptoPricesFixture, reverseGeocodeFixture } from './fixtures';
import { endpointVariants } from './respondWith';

export const cryptoPriceHandlers = endpointVariants(CRYPTO_PRICE_URL, cryptoPricesFixture);
export const reverseGeocodeHandlers = endpointVariants(REVERSE_GEOCODE_URL, reverseGeocodeFixture);

/**
 * Keyed so a story can swap one endpoint and keep the other:
 * `parameters: { msw: { handlers: { prices: cryptoPriceHandlers.serverError } } }`.
 */
export const defaultHandlers = {
  prices: cryptoPriceHandlers.success,
  geocoding: reverseGeocodeHandlers.success,
};
