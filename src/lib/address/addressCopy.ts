/**
 * A control's own copy of a value the address holds (a search field's text, the chosen tab). The
 * control changes the copy at once, so it answers at input priority, and the address follows
 * later, in the router's transition, passing through the values set on the way. The copy takes
 * the address's value only when the address says something this control did not tell it (Back, a
 * reset, a copied link applied at start-up), so a late echo of an earlier keystroke never undoes a
 * later one.
 */
export interface AddressCopy<T extends string = string> {
  /** The address's value when last seen. */
  fromAddress: T;
  /** What the control shows. */
  typed: T;
  /** Values set here that the address has not reached yet, oldest first. */
  unechoed: readonly T[];
}

export function addressCopyOf<T extends string>(fromAddress: T): AddressCopy<T> {
  return { fromAddress, typed: fromAddress, unechoed: [] };
}

export function setCopy<T extends string>(copy: AddressCopy<T>, typed: T): AddressCopy<T> {
  return { ...copy, typed, unechoed: [...copy.unechoed, typed] };
}

/**
 * The copy once the address says `fromAddress`. `wentBack`: the address got there by Back or
 * Forward, so it wins over every value set here that it has not echoed. The value alone cannot
 * tell: the address may come back to the value last seen without any committed render having
 * seen the entry it left (its transition still pending when Back was drawn), and then it looks
 * like an echo still to come.
 */
export function followAddress<T extends string>(
  copy: AddressCopy<T>,
  fromAddress: T,
  wentBack = false,
): AddressCopy<T> {
  if (wentBack) {
    const settled = copy.fromAddress === fromAddress && copy.typed === fromAddress && copy.unechoed.length === 0;
    return settled ? copy : addressCopyOf(fromAddress);
  }
  if (fromAddress === copy.fromAddress) return copy;
  const echoed = copy.unechoed.indexOf(fromAddress);
  if (echoed === -1) return addressCopyOf(fromAddress);
  return { ...copy, fromAddress, unechoed: copy.unechoed.slice(echoed + 1) };
}
