export interface PackOption {
  id: 'single' | 'triple' | 'six' | 'twelve';
  name: string;
  description: string;
  priceBTC: number;
  usdPrice: number;
  packSize: number;
  tags: readonly string[];
  /** A text label such as 'Save 20%'; empty when there is none. */
  discount: string;
}

/** The four packs, with their fixed sizes, prices and labels (docs/behaviour.md#catalogue-data). */
export const packs: readonly PackOption[] = [
  {
    id: 'single',
    name: 'Single Pill',
    description:
      'One pill in a sealed foil blister, 80% purity (budget variant). The simplest way to try the pack range.',
    priceBTC: 0.00008,
    usdPrice: 5,
    packSize: 1,
    tags: ['Trial size'],
    discount: '',
  },
  {
    id: 'triple',
    name: 'Triple Pack',
    description: 'Three pills in one blister card, 80% purity (budget variant), in a plain resealable sleeve.',
    priceBTC: 0.00024,
    usdPrice: 15,
    packSize: 3,
    tags: ['0% Discount'],
    discount: '',
  },
  {
    id: 'six',
    name: 'Six Pack',
    description: 'Six pills on two blister cards, 80% purity (budget variant), in a slim unmarked box.',
    priceBTC: 0.00032,
    usdPrice: 20,
    packSize: 6,
    tags: ['Popular', 'Save 20%'],
    discount: 'Save 20%',
  },
  {
    id: 'twelve',
    name: 'Twelve Pack',
    description: 'Twelve pills on four blister cards, 80% purity (budget variant), in a sturdy unmarked box.',
    priceBTC: 0.00048,
    usdPrice: 30,
    packSize: 12,
    tags: ['Best value', 'Save 40%'],
    discount: 'Save 40%',
  },
];

export function findPack(id: string | undefined): PackOption | undefined {
  return packs.find((pack) => pack.id === id);
}
