import { createSeededRandom, pick, randomInt, type Random } from '../../lib/runtime/random';
import type { AdminReview, ReviewStatus } from './review';
import { products } from '../shop/catalogue/products';
import { FIRST_NAMES as SAMPLE_FIRST_NAMES } from '../../lib/sampleNames';
import { newestFirst } from '../../lib/text/newestFirst';

/**
 * Back-office sample data comes from a fixed seed, so every visit shows the same rows
 * (docs/behaviour.md#randomness-and-time).
 */
export const SAMPLE_REVIEW_SEED = 20261121;
export const SAMPLE_REVIEW_COUNT = 50;
const THREE_MONTHS_MS = 91 * 24 * 60 * 60 * 1000;

// The first sixteen of the back office's shared list: the seeded draws, and so the rows, stay as they were.
const FIRST_NAMES = SAMPLE_FIRST_NAMES.slice(0, 16);
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVW';

// Packaged-goods wording only (docs/behaviour.md#content-rules): look, packaging, delivery, quality checks.
const TEXTS_BY_RATING: Record<number, string[]> = {
  5: [
    'Arrived in plain, sturdy packaging and the colour is exactly as pictured. Flawless.',
    'Beautiful edition, crisp shape and perfect finish. Delivery took three days.',
    'The quality check card in the box is a nice touch. Will order again.',
  ],
  4: [
    'Great look and solid packaging. Shipping took a day longer than promised.',
    'Very consistent finish across the whole pack. Minor dent in the outer box.',
    'Lovely colour, discreet parcel. The label could be easier to read.',
  ],
  3: [
    'Decent item, but the colour is a shade lighter than on the site.',
    'Packaging was fine, delivery was slow. Average experience overall.',
  ],
  2: [
    'The box arrived crushed and two pieces were chipped.',
    'Edition badge missing from the packaging, support was slow to answer.',
  ],
  1: [
    'Parcel arrived a week late and the seal was broken.',
    'Not what the pictures show: dull colour and uneven shape.',
  ],
};

const STATUSES: ReviewStatus[] = ['pending', 'pending', 'approved', 'approved', 'approved', 'approved', 'rejected'];

function weightedRating(random: Random): number {
  const roll = random.next();
  if (roll < 0.45) return 5;
  if (roll < 0.75) return 4;
  if (roll < 0.87) return 3;
  if (roll < 0.94) return 2;
  return 1;
}

/** `count` reviews dated over the three months before `now`, newest first. */
export function generateReviews(count: number, now: number, seed = SAMPLE_REVIEW_SEED): AdminReview[] {
  const random = createSeededRandom(seed);
  const reviews: AdminReview[] = [];
  for (let id = 1; id <= count; id++) {
    const product = pick(random, products);
    const rating = weightedRating(random);
    const status = pick(random, STATUSES);
    const helpful = randomInt(random, 0, 45);
    reviews.push({
      id,
      author: `${pick(random, FIRST_NAMES)} ${pick(random, [...LAST_INITIALS])}.`,
      productId: product.id,
      productName: product.name,
      rating,
      text: pick(random, TEXTS_BY_RATING[rating] ?? []),
      date: new Date(now - Math.floor(random.next() * THREE_MONTHS_MS)).toISOString(),
      isVerified: random.next() < 0.7,
      status,
      replyText:
        status === 'approved' && random.next() < 0.3
          ? 'Thank you for your feedback! We are glad the order arrived well.'
          : null,
      helpful,
      unhelpful: randomInt(random, 0, 8),
      isHighlighted: rating >= 4 && helpful > 20,
      isFlagged: random.next() < 0.1,
      feedback: '',
    });
  }
  return reviews.sort((a, b) => newestFirst(a.date, b.date));
}

/** The data-access seam: a real API could answer this later. */
export function listReviews(now: number): AdminReview[] {
  return generateReviews(SAMPLE_REVIEW_COUNT, now);
}
