import { PRIVACY_CONTACT_EMAIL, type ContentPage } from './contentPage';

const LAST_UPDATED = 'Last updated: November 2026';

export const privacyPolicyPage: ContentPage = {
  title: 'Privacy Policy',
  subtitle: 'What we collect, why, and what you can ask of us.',
  note: LAST_UPDATED,
  sections: [
    {
      heading: 'Information Collection',
      paragraphs: [
        'You need no account to shop with us. We collect only what an order needs: the items, the payment reference and a delivery address.',
        'Your cart is kept in your own browser until you check out.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Every connection is encrypted, and order details are encrypted before they are stored. Access is limited to the staff who pack and ship your order.',
      ],
    },
    {
      heading: 'Information Usage',
      paragraphs: [
        'We use your details only to process, ship and support your order. We do not sell or share them, and we do not use them for advertising.',
      ],
    },
    {
      heading: 'Your Rights',
      bullets: [
        'Ask what we hold about you.',
        'Ask us to correct or delete it.',
        'Withdraw from any launch notification at any time.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [`Questions about your privacy? Write to ${PRIVACY_CONTACT_EMAIL}.`],
    },
  ],
};

export const termsOfServicePage: ContentPage = {
  title: 'Terms of Service',
  subtitle: 'The terms that apply when you use this shop.',
  note: LAST_UPDATED,
  sections: [
    {
      heading: 'Acceptance',
      paragraphs: [
        'By using this site or placing an order you accept these terms. If you do not accept them, please do not use the site.',
      ],
    },
    {
      heading: 'User Responsibilities',
      bullets: [
        'Give accurate delivery details.',
        'Keep your payment details and wallet secure.',
        'Use the site lawfully and do not try to disrupt it.',
      ],
    },
    {
      heading: 'Product Terms',
      bullets: [
        'All purchases are final and non-refundable, except where our Refund Policy or Delivery Guarantee says otherwise.',
        'Prices can change without notice; the price locked at checkout applies to your order.',
        'Delivery times are estimates.',
        'We may limit or cancel orders.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'All text, artwork and product designs on this site belong to CryptoVault and may not be copied without permission.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: ['To the extent the law allows, our liability for any order is limited to the amount paid for it.'],
    },
    {
      heading: 'Updates',
      paragraphs: [
        'We may update these terms. The date above shows when they last changed; continued use means you accept the update.',
      ],
    },
  ],
};

export const shippingPolicyPage: ContentPage = {
  title: 'Shipping Policy',
  subtitle: 'How and when your order reaches you.',
  note: LAST_UPDATED,
  sections: [
    {
      heading: 'Processing',
      paragraphs: [
        'Orders ship within 24 hours of payment confirmation, or on the next business day when payment is confirmed on a weekend or holiday.',
      ],
    },
    {
      heading: 'Shipping options',
      bullets: [
        'Standard: 3-5 business days domestic, 5-14 business days international. Free on orders over $150, $9.99 flat below that.',
        'Express: 1-2 business days, $19.99 flat.',
      ],
    },
    {
      heading: 'Packaging',
      paragraphs: ['Every parcel ships in plain, unbranded packaging.'],
    },
    {
      heading: 'Delivery guarantee',
      bullets: [
        'Delivery guaranteed within 5 business days, or a refund.',
        'Lost or damaged parcels are reshipped free.',
        'A full refund after two failed delivery attempts.',
      ],
    },
  ],
};

export const refundPolicyPage: ContentPage = {
  title: 'Refund Policy',
  subtitle: 'When we refund an order, and how.',
  note: LAST_UPDATED,
  sections: [
    {
      heading: 'When you get your money back',
      bullets: [
        'Packs: a 30-day money-back guarantee.',
        'Not delivered within 5 business days: a full refund.',
        'Two failed delivery attempts: a full refund.',
        'Lost or damaged parcels are reshipped free.',
      ],
    },
    {
      heading: 'Everything else',
      paragraphs: ['Outside these cases all purchases are final, as our Terms of Service say.'],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: ['Refunds are paid in the coin you paid with, to an address you give us, at the amount you paid.'],
    },
  ],
};
