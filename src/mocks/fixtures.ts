/** What the external services answer in the dev server, in Storybook and in tests. */
export const cryptoPricesFixture = {
  bitcoin: { usd: 67000 },
  ethereum: { usd: 3500 },
  monero: { usd: 165 },
};

export const reverseGeocodeFixture = {
  place_id: 1,
  lat: '52.3676',
  lon: '4.9041',
  display_name: 'Damrak, Amsterdam, Netherlands',
  address: { road: 'Damrak', city: 'Amsterdam', country: 'Netherlands', country_code: 'nl' },
};
