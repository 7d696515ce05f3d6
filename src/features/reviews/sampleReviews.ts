import { createSeededRandom, pickDistinct, randomInt, seedFromText } from '../../lib/runtime/random';
import { newestFirst } from '../../lib/text/newestFirst';

export interface PublicReview {
  id: string;
  author: string;
  rating: number;
  text: string;
  /** ISO date; the 'newest' sort uses it. */
  date: string;
  isVerified: boolean;
  helpful: number;
  unhelpful: number;
  replyText?: string;
}

/** The twelve samples the review carousel draws from; they speak of packaging, looks and delivery only. */
export const sampleReviews: readonly PublicReview[] = [
  {
    id: 'r01',
    author: 'Nova',
    rating: 5,
    text: 'Arrived in four days in a plain box. Colour exactly as pictured.',
    date: '2026-10-02',
    isVerified: true,
    helpful: 41,
    unhelpful: 2,
  },
  {
    id: 'r02',
    author: 'K. M.',
    rating: 4,
    text: 'Neat blister, crisp print. The sleeve had a small crease.',
    date: '2026-09-18',
    isVerified: true,
    helpful: 17,
    unhelpful: 3,
    replyText: 'Thanks for the note: we have switched to a sturdier sleeve.',
  },
  {
    id: 'r03',
    author: 'Anon-7',
    rating: 5,
    text: 'Sealed perfectly, every piece identical. Great finish.',
    date: '2026-10-21',
    isVerified: false,
    helpful: 12,
    unhelpful: 1,
  },
  {
    id: 'r04',
    author: 'Lumen',
    rating: 3,
    text: 'Good quality, but delivery took the full five days.',
    date: '2026-08-30',
    isVerified: true,
    helpful: 9,
    unhelpful: 4,
    replyText: 'Sorry for the wait; the guarantee was met, and we are speeding up dispatch.',
  },
  {
    id: 'r05',
    author: 'Jay',
    rating: 5,
    text: 'Packaging gives nothing away. Exactly what I wanted.',
    date: '2026-11-05',
    isVerified: true,
    helpful: 28,
    unhelpful: 0,
  },
  {
    id: 'r06',
    author: 'Mira',
    rating: 4,
    text: 'Lovely colour and shape. Payment in BTC was smooth.',
    date: '2026-07-14',
    isVerified: true,
    helpful: 6,
    unhelpful: 1,
  },
  {
    id: 'r07',
    author: 'R. T.',
    rating: 2,
    text: 'Box was dented on arrival, contents fine.',
    date: '2026-06-09',
    isVerified: false,
    helpful: 3,
    unhelpful: 5,
    replyText: 'We are sorry about the box. Message support and we will make it right.',
  },
  {
    id: 'r08',
    author: 'Sable',
    rating: 5,
    text: 'Third order, same consistent quality checks every time.',
    date: '2026-11-12',
    isVerified: true,
    helpful: 33,
    unhelpful: 1,
  },
  {
    id: 'r09',
    author: 'Quill',
    rating: 4,
    text: 'Sharp edges on the press, even colour across the batch.',
    date: '2026-09-01',
    isVerified: true,
    helpful: 11,
    unhelpful: 2,
  },
  {
    id: 'r10',
    author: 'Echo',
    rating: 5,
    text: 'Came earlier than promised, discreet and well sealed.',
    date: '2026-10-28',
    isVerified: true,
    helpful: 22,
    unhelpful: 0,
  },
  {
    id: 'r11',
    author: 'Pax',
    rating: 3,
    text: 'Fine product; the gift pouch is a little thin.',
    date: '2026-05-20',
    isVerified: false,
    helpful: 4,
    unhelpful: 2,
  },
  {
    id: 'r12',
    author: 'Orbit',
    rating: 5,
    text: 'The presentation box is beautiful. Would order again.',
    date: '2026-11-18',
    isVerified: true,
    helpful: 19,
    unhelpful: 1,
  },
];

export type ReviewSort = 'highest' | 'lowest' | 'newest';

/** 7 to 9 of the 12 samples, picked with the product id as seed (docs/behaviour.md#reviews). */
export function reviewsFor(productId: string): PublicReview[] {
  const random = createSeededRandom(seedFromText(productId));
  return pickDistinct(random, sampleReviews, randomInt(random, 7, 9));
}

export function sortReviews(reviews: readonly PublicReview[], sort: ReviewSort): PublicReview[] {
  const copy = [...reviews];
  if (sort === 'highest') return copy.sort((a, b) => b.rating - a.rating || newestFirst(a.date, b.date));
  if (sort === 'lowest') return copy.sort((a, b) => a.rating - b.rating || newestFirst(a.date, b.date));
  return copy.sort((a, b) => newestFirst(a.date, b.date));
}
