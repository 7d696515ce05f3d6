import { UsdPrice } from '../../ui/UsdPrice';
import { useLiveUsdRate } from './useLiveUsdRate';

/** A BTC amount in dollars at the simulated live rate, labelled as such. */
export function LiveUsdPrice({ btc }: { btc: number }) {
  const rate = useLiveUsdRate();
  return <UsdPrice amount={btc * rate} approximate note="at the live rate" />;
}
