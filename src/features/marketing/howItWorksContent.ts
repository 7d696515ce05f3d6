/** The How It Works page's copy: the journey, the topic tabs and the FAQ. */
export interface JourneyStep {
  title: string;
  description: string;
}

export const journeySteps: JourneyStep[] = [
  {
    title: 'Select Products',
    description: 'Browse the catalogue, bundles and packs and add what you like to your cart.',
  },
  { title: 'Secure Payment', description: 'Pay in Bitcoin, Monero or Ethereum at a price locked for 30 minutes.' },
  { title: 'Processing', description: 'Once the payment is confirmed, your order is checked and packed.' },
  { title: 'Shipping', description: 'Your parcel ships in plain packaging within 24 hours of confirmation.' },
  { title: 'Delivery', description: 'It arrives in 3-5 business days, guaranteed within 5 business days.' },
];

export interface TopicTab {
  value: string;
  label: string;
  heading: string;
  points: string[];
}

export const topicTabs: TopicTab[] = [
  {
    value: 'ordering',
    label: 'Ordering',
    heading: 'Ordering without an account',
    points: [
      'No sign-up: your cart lives in your browser.',
      'Up to 10 of each item per order.',
      'Bundles and packs give you a discount on sets.',
    ],
  },
  {
    value: 'payment',
    label: 'Payment',
    heading: 'Paying in crypto',
    points: [
      'Bitcoin, Monero (recommended) and Ethereum are accepted.',
      'The price is locked for a 30-minute payment window.',
      'Confirmation usually takes 10 to 60 minutes.',
    ],
  },
  {
    value: 'shipping',
    label: 'Shipping',
    heading: 'Shipping and delivery',
    points: [
      'Orders ship within 24 hours of payment confirmation.',
      'Standard delivery takes 3-5 business days, express 1-2.',
      'Lost or damaged parcels are reshipped free.',
    ],
  },
  {
    value: 'security',
    label: 'Security',
    heading: 'Keeping your order private',
    points: [
      'Every connection is encrypted end to end.',
      'Plain, unbranded packaging.',
      'Order details are deleted after delivery.',
    ],
  },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqEntries: FaqEntry[] = [
  {
    question: 'Do I need an account to order?',
    answer: 'No. You browse, fill your cart and pay without creating an account.',
  },
  {
    question: 'Which coins can I pay with?',
    answer: 'Bitcoin, Monero and Ethereum. We recommend Monero because it is private by design.',
  },
  {
    question: 'How long does delivery take?',
    answer: 'Orders ship within 24 hours of payment confirmation and arrive in 3-5 business days.',
  },
  {
    question: 'What if my parcel does not arrive?',
    answer: 'Lost or damaged parcels are reshipped free, and two failed delivery attempts get you a full refund.',
  },
  {
    question: 'How is my order packaged?',
    answer: 'In a plain, unbranded box or envelope with nothing about the shop on the outside.',
  },
  {
    question: 'What happens to my data?',
    answer: 'We keep only what the order needs, encrypt it, and delete it once your parcel has been delivered.',
  },
];
