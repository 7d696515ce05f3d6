import { describe, expect, it } from 'vitest';
import { followAddress, addressCopyOf, setCopy } from './addressCopy';

describe('a control copy of an address value', () => {
  it('keeps the latest keystroke while the address echoes earlier ones', () => {
    let copy = setCopy(setCopy(setCopy(addressCopyOf(''), 'b'), 'bl'), 'blu');
    copy = followAddress(copy, 'b');
    expect(copy.typed).toBe('blu');
    copy = followAddress(copy, 'blu');
    expect(copy).toEqual({ fromAddress: 'blu', typed: 'blu', unechoed: [] });
  });

  it('takes a value the field did not type: Back, a reset, a link applied at start-up', () => {
    const typed = setCopy(addressCopyOf('red'), 'redx');
    expect(followAddress(typed, '').typed).toBe('');
    expect(followAddress(addressCopyOf(''), 'blue')).toEqual(addressCopyOf('blue'));
  });

  it('takes the address again after the echoes have arrived', () => {
    const echoed = followAddress(setCopy(addressCopyOf(''), 'a'), 'a');
    expect(followAddress(echoed, 'a b').typed).toBe('a b');
  });

  it('takes the address after Back even when it is back at the value last seen', () => {
    // A tap set 'founders'; no render saw its address before Back returned to 'all'.
    const tapped = setCopy(addressCopyOf('all'), 'founders');
    expect(followAddress(tapped, 'all').typed).toBe('founders');
    expect(followAddress(tapped, 'all', true)).toEqual(addressCopyOf('all'));
    const settled = addressCopyOf('all');
    expect(followAddress(settled, 'all', true)).toBe(settled);
  });
});
