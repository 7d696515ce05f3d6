import { randomInt, type Random } from '../../lib/runtime/random';

export const FIRST_NAMES = [
  'Alex',
  'Sam',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Robin',
  'Drew',
  'Kai',
  'Noa',
  'Elif',
  'Mateo',
  'Lena',
  'Omar',
  'Yuki',
  'Ines',
];
export const LAST_NAMES = [
  'Meyer',
  'Novak',
  'Silva',
  'Jensen',
  'Rossi',
  'Kowalski',
  'Dubois',
  'Larsen',
  'Moreau',
  'Fischer',
  'Costa',
  'Berg',
  'Ivanova',
  'Okafor',
  'Tanaka',
  'Haddad',
];

export const LOCATIONS: { country: string; cities: string[] }[] = [
  { country: 'Germany', cities: ['Berlin', 'Hamburg', 'Munich'] },
  { country: 'Netherlands', cities: ['Amsterdam', 'Rotterdam', 'Utrecht'] },
  { country: 'United Kingdom', cities: ['London', 'Manchester', 'Leeds'] },
  { country: 'France', cities: ['Paris', 'Lyon', 'Lille'] },
  { country: 'Spain', cities: ['Madrid', 'Valencia', 'Seville'] },
  { country: 'Canada', cities: ['Toronto', 'Montreal', 'Vancouver'] },
  { country: 'United States', cities: ['Austin', 'Denver', 'Portland'] },
  { country: 'Australia', cities: ['Sydney', 'Melbourne', 'Perth'] },
];

export const COUNTRIES = LOCATIONS.map((location) => location.country);

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
}
