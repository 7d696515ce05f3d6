import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../lib/runtime/random';
import {
  createSessionKey,
  deobfuscateTransaction,
  obfuscateTransaction,
  SESSION_KEY_BYTES,
} from './transactionObfuscation';

const order = { id: 'order-1', total: 0.0081, coin: 'monero' };

describe('transaction obfuscation', () => {
  it('makes a 32-byte session key', () => {
    const key = createSessionKey();
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(SESSION_KEY_BYTES);
  });

  it('round-trips with the same key and hides the data among 5 decoy keys', () => {
    const key = createSessionKey();
    const record = obfuscateTransaction(order, key, createSeededRandom(1));
    expect(Object.keys(record).filter((name) => name.startsWith('decoy'))).toHaveLength(5);
    expect(JSON.stringify(record)).not.toContain('monero');
    expect(deobfuscateTransaction(record, key)).toEqual(order);
  });

  it('returns nothing for another key, a damaged record or garbage', () => {
    const key = createSessionKey();
    const record = obfuscateTransaction(order, key, createSeededRandom(2));
    expect(deobfuscateTransaction(record, createSessionKey())).toBeUndefined();
    expect(deobfuscateTransaction({ ...record, payload: `${record.payload?.slice(0, -4)}AAAA` }, key)).toBeUndefined();
    expect(deobfuscateTransaction({ payload: '%%%', check: 'x' }, key)).toBeUndefined();
    expect(deobfuscateTransaction(null, key)).toBeUndefined();
  });
});
