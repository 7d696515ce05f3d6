import { shopActions, type ContentLink, type ContentPage } from './contentPage';

/** 'Why Choose Us': the four feature pages, gathered on the features hub. */
export const featureLinks: ContentLink[] = [
  {
    to: '/factory-direct',
    title: 'Factory Direct',
    description: 'Straight from our own production line to your door.',
  },
  {
    to: '/pure-products',
    title: 'Pure Products',
    description: 'Clean colours, crisp shapes and sealed, tamper-evident packs.',
  },
  { to: '/quality-control', title: 'Quality Control', description: 'Every batch checked before it is packed.' },
  {
    to: '/delivery-guarantee',
    title: 'Delivery Guarantee',
    description: 'Delivered within 5 business days, or your money back.',
  },
];

export const featuresPage: ContentPage = {
  title: 'Premium Features',
  subtitle: 'Highest quality. Fastest delivery. Strongest security.',
  sections: [
    { heading: 'Why choose us', links: featureLinks },
    {
      heading: 'Complete anonymity',
      paragraphs: ['End-to-end encryption, discreet payments in crypto and discreet shipping in plain packaging.'],
      links: [{ to: '/security', title: 'All Security Features', description: 'How we keep every order private.' }],
    },
    {
      heading: 'Ready to experience the best?',
      paragraphs: [
        'Join thousands of satisfied customers who trust us for premium products with guaranteed security and privacy.',
      ],
    },
  ],
  actions: shopActions,
};

export const factoryDirectPage: ContentPage = {
  title: 'Factory Direct',
  subtitle: 'No middlemen: every product comes straight from our own production line.',
  sections: [
    {
      heading: 'From our line to your door',
      paragraphs: [
        'We make every edition ourselves and ship it directly, so nothing sits in a third-party warehouse and every pack is fresh when it reaches you.',
      ],
    },
    {
      heading: 'What factory direct gives you',
      bullets: [
        'Lower prices, because no reseller takes a cut.',
        'Consistent editions: the same colour, shape and finish every time.',
        'Sealed packaging applied at the factory.',
        'Short supply chain, so orders ship within 24 hours of payment.',
      ],
    },
  ],
  actions: shopActions,
};

export const pureProductsPage: ContentPage = {
  title: 'Pure Products',
  subtitle: 'Clean colours, crisp shapes and packaging that arrives exactly as it left us.',
  sections: [
    {
      heading: 'Made to one standard',
      paragraphs: [
        'Every edition is pressed to a single specification: its colour, its shape and its markings are identical across the batch.',
      ],
    },
    {
      heading: 'How we keep it that way',
      bullets: [
        'Lab tested purity on every batch.',
        'Colour and shape compared with the edition reference.',
        'Sealed, tamper-evident packs.',
        'Batch number printed on every pack.',
      ],
    },
  ],
  actions: shopActions,
};

export const qualityControlPage: ContentPage = {
  title: 'Quality Control',
  subtitle: 'Constant checks, from the production line to the packing table.',
  sections: [
    {
      heading: 'Checked at every stage',
      bullets: [
        'Production: every batch is sampled and compared with the edition reference.',
        'Inspection: colour, shape, markings and finish are checked by hand.',
        'Packing: each pack is sealed, labelled with its batch and weighed.',
        'Dispatch: every parcel is checked against the order before it ships.',
      ],
    },
    {
      heading: 'If something is not right',
      paragraphs: [
        'Batches that miss the standard never ship. If a pack reaches you damaged, we replace it free of charge.',
      ],
    },
  ],
  actions: shopActions,
};

export const deliveryGuaranteePage: ContentPage = {
  title: 'Delivery Guarantee',
  subtitle: 'Delivered within 5 business days, or your money back.',
  sections: [
    {
      heading: 'Our promise',
      bullets: [
        'Orders ship within 24 hours of payment confirmation (next business day on weekends and holidays).',
        'Delivery in 3-5 business days.',
        'Not delivered within 5 business days: a full refund.',
        'Lost or damaged parcels are reshipped free.',
        'A full refund after two failed delivery attempts.',
      ],
    },
    {
      heading: 'Packs',
      paragraphs: ['Pill packs also carry a 30-day money-back guarantee.'],
      links: [{ to: '/refund-policy', title: 'Refund Policy', description: 'When and how we refund an order.' }],
    },
  ],
  actions: shopActions,
};
