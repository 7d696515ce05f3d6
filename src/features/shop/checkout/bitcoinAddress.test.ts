import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BTC_ADDRESS, isBitcoinAddressFormat } from './bitcoinAddress';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** BIP 173's checksum, here only to prove the placeholder is not a spendable address. */
function bech32ChecksumValid(address: string): boolean {
  const [hrp, data] = [address.slice(0, address.lastIndexOf('1')), address.slice(address.lastIndexOf('1') + 1)];
  const values = [...hrp]
    .map((c) => c.charCodeAt(0) >> 5)
    .concat(
      [0],
      [...hrp].map((c) => c.charCodeAt(0) & 31),
    );
  for (const c of data) values.push(CHARSET.indexOf(c));
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >> i) & 1) chk ^= generators[i]!;
  }
  return chk === 1 || chk === 0x2bc830a3;
}

describe('isBitcoinAddressFormat', () => {
  it('accepts legacy 26-35 character addresses starting with 1 or 3', () => {
    expect(isBitcoinAddressFormat('1' + 'A'.repeat(25))).toBe(true);
    expect(isBitcoinAddressFormat('3' + 'b'.repeat(34))).toBe(true);
    expect(isBitcoinAddressFormat('1' + 'A'.repeat(24))).toBe(false);
    expect(isBitcoinAddressFormat('3' + 'b'.repeat(35))).toBe(false);
    expect(isBitcoinAddressFormat('2' + 'A'.repeat(30))).toBe(false);
  });

  it('accepts bech32 42-62 character addresses starting with bc1', () => {
    expect(isBitcoinAddressFormat('bc1' + 'q'.repeat(39))).toBe(true);
    expect(isBitcoinAddressFormat('bc1' + 'q'.repeat(59))).toBe(true);
    expect(isBitcoinAddressFormat('bc1' + 'q'.repeat(38))).toBe(false);
    expect(isBitcoinAddressFormat('bc1' + 'q'.repeat(60))).toBe(false);
    expect(isBitcoinAddressFormat('not an address')).toBe(false);
  });

  it('has a default that passes the format check but not the bech32 checksum', () => {
    expect(isBitcoinAddressFormat(PLACEHOLDER_BTC_ADDRESS)).toBe(true);
    expect(bech32ChecksumValid(PLACEHOLDER_BTC_ADDRESS)).toBe(false);
    // The checker itself knows a valid address (BIP 173's example).
    expect(bech32ChecksumValid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
  });
});
