import { useEffect, useState } from 'react';
import { useClock } from '../../lib/runtime/useRuntime';
import { cryptoPriceClientFor } from './cryptoPriceClient';
import type { CryptoPriceQuote } from './cryptoPriceQuote';

/** The USD prices of bitcoin, ethereum and monero; null while the first answer is on its way. */
export function useCryptoPrices(): CryptoPriceQuote | null {
  const client = cryptoPriceClientFor(useClock());
  const [quote, setQuote] = useState<CryptoPriceQuote | null>(() => client.fresh());
  useEffect(() => {
    let live = true;
    const stop = client.subscribe((later) => {
      if (live) setQuote(later);
    });
    void client.load().then((loaded) => {
      if (live) setQuote(loaded);
    });
    return () => {
      live = false;
      stop();
    };
  }, [client]);
  return quote;
}
