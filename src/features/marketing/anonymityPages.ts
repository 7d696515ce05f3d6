import { shopActions, type ContentLink, type ContentPage } from './contentPage';

/** The 'Complete Anonymity' trio, linked from the security hub, the home page and the menus. */
export const anonymityLinks: ContentLink[] = [
  {
    to: '/e2e-encryption',
    title: 'End-to-End Encryption',
    description: 'Every connection and every order detail is encrypted from your browser onwards.',
  },
  {
    to: '/discreet-payments',
    title: 'Discreet Payments',
    description: 'Pay in Bitcoin, Ethereum or Monero: no card, no bank, no account.',
  },
  {
    to: '/discreet-shipping',
    title: 'Discreet Shipping',
    description: 'Plain, unbranded packaging and an address that is deleted after delivery.',
  },
];

export const securityPage: ContentPage = {
  title: 'Security',
  subtitle: 'Complete anonymity, end to end: how we protect you from the first click to delivery.',
  sections: [
    {
      heading: 'Complete Anonymity',
      paragraphs: ['Three layers keep your order private. Read how each one works.'],
      links: anonymityLinks,
    },
    {
      heading: 'Military-grade security',
      bullets: [
        'No account needed: you browse and order without a name or a password.',
        'Encrypted connections only, with a strict security policy sent by our servers.',
        'Your cart lives in your own browser and never leaves it until you check out.',
        'Order details are deleted once your parcel has arrived.',
      ],
    },
  ],
  actions: shopActions,
};

export const e2eEncryptionPage: ContentPage = {
  title: 'End-to-End Encryption',
  subtitle: 'Your data is encrypted before it leaves your device and stays encrypted all the way.',
  sections: [
    {
      heading: 'Encrypted at every step',
      paragraphs: [
        'Every page is served over HTTPS with strict transport security, so your browser never talks to us in plain text.',
        'Order details are encrypted before they are stored and only decrypted to pack and ship your parcel.',
      ],
    },
    {
      heading: 'What this means for you',
      bullets: [
        'Nobody on your network can read what you browse or buy.',
        'Your delivery address is never stored in plain text.',
        'Encryption keys are rotated regularly.',
        'Order records are deleted after delivery.',
      ],
    },
  ],
  actions: [{ to: '/security', label: 'All Security Features' }, ...shopActions.slice(0, 1)],
};

export const discreetPaymentsPage: ContentPage = {
  title: 'Discreet Payments',
  subtitle: 'Pay with cryptocurrency: no cards, no bank statements, no account.',
  sections: [
    {
      heading: 'Coins we accept',
      bullets: [
        'Bitcoin: the most widely held coin, accepted everywhere.',
        'Monero (recommended): private by design.',
        'Ethereum: fast confirmations and wide wallet support.',
      ],
    },
    {
      heading: 'Locked price, clear window',
      paragraphs: [
        'When you check out, your price is locked for a payment window of 30 minutes, so rate changes while you pay do not affect your order.',
        'Confirmation usually takes 10 to 60 minutes, depending on the network.',
      ],
    },
    {
      heading: 'Nothing to link back to you',
      bullets: [
        'No card details are ever asked for.',
        'No name is needed to pay.',
        'Each order uses its own payment details.',
      ],
    },
  ],
  actions: [{ to: '/security', label: 'All Security Features' }, ...shopActions.slice(0, 1)],
};

export const discreetShippingPage: ContentPage = {
  title: 'Discreet Shipping',
  subtitle: 'Plain packaging, no branding, and your address deleted after delivery.',
  sections: [
    {
      heading: 'Plain packaging',
      paragraphs: [
        'Every order ships in a plain, unbranded outer box or envelope. The label shows your address and nothing about the shop or what is inside.',
      ],
    },
    {
      heading: 'Fast and guaranteed',
      bullets: [
        'Orders ship within 24 hours of payment confirmation.',
        'Delivery in 3-5 business days.',
        'Delivery guaranteed within 5 business days, or your money back.',
        'Lost or damaged parcels are reshipped free.',
      ],
    },
    {
      heading: 'Your address stays private',
      paragraphs: ['Your address is used only to ship your parcel and is deleted once it has been delivered.'],
    },
  ],
  actions: [{ to: '/shipping-policy', label: 'Shipping Policy' }, ...shopActions.slice(0, 1)],
};
