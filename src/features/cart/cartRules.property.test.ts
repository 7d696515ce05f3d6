import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import {
  addLine,
  addLines,
  bundleAdditions,
  removeLine,
  setLineQuantity,
  type CartLine,
  type CartLineType,
} from './cartRules';
import { bundles } from '../bundles/bundles';

const item = fc.oneof(
  fc.record({ id: fc.constantFrom('p01', 'p02', 'p05', 'p09'), type: fc.constant<CartLineType>('product') }),
  fc.record({ id: fc.constantFrom('single', 'six'), type: fc.constant<CartLineType>('pack') }),
);
const quantity = fc.oneof(fc.integer({ min: -3, max: 14 }), fc.double({ min: -2, max: 12, noNaN: false }));

const operation = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), item, quantity }),
  fc.record({ kind: fc.constant('set' as const), item, quantity }),
  fc.record({ kind: fc.constant('remove' as const), item }),
  fc.record({
    kind: fc.constant('bundle' as const),
    bundle: fc.constantFrom(...bundles),
    quantity: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('clear' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(lines: CartLine[], op: Operation): CartLine[] {
  switch (op.kind) {
    case 'add': {
      const change = addLine(lines, op.item.id, op.item.type, op.quantity);
      return change.ok ? change.lines : lines;
    }
    case 'set': {
      const change = setLineQuantity(lines, op.item.id, op.item.type, op.quantity);
      return change.ok ? change.lines : lines;
    }
    case 'remove':
      return removeLine(lines, op.item.id, op.item.type);
    case 'bundle': {
      const change = addLines(lines, bundleAdditions(op.bundle.products, op.quantity));
      return change.ok ? change.lines : lines;
    }
    case 'clear':
      return [];
  }
}

const key = (line: { id: string; type: string }) => `${line.type}:${line.id}`;

describe('cart rules under random operation sequences', () => {
  it('never leave a line outside 1 to 10, never repeat a line, never lose a line except by remove or clear', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (ops) => {
        let lines: CartLine[] = [];
        for (const op of ops) {
          const before = lines;
          lines = apply(lines, op);
          for (const line of lines) {
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(10);
          }
          expect(new Set(lines.map(key)).size).toBe(lines.length);
          const after = new Set(lines.map(key));
          const mayDrop = op.kind === 'remove' || op.kind === 'clear';
          expect(mayDrop ? [] : before.filter((line) => !after.has(key(line)))).toEqual([]);
          expect(op.kind === 'remove' && after.has(key(op.item))).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
