/** Every link of the shared chrome, in one place so the nav, the mobile menu and the footer agree. */
export interface SiteLink {
  label: string;
  to: string;
}

export const mainLinks: SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Products', to: '/products' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Security', to: '/security' },
  { label: 'Features', to: '/features' },
];

export const anonymityLinks: SiteLink[] = [
  { label: 'End-to-End Encryption', to: '/e2e-encryption' },
  { label: 'Discreet Payments', to: '/discreet-payments' },
  { label: 'Discreet Shipping', to: '/discreet-shipping' },
];

export const featureLinks: SiteLink[] = [
  { label: 'Factory Direct', to: '/factory-direct' },
  { label: 'Pure Products', to: '/pure-products' },
  { label: 'Quality Control', to: '/quality-control' },
  { label: 'Delivery Guarantee', to: '/delivery-guarantee' },
];

export const footerColumns: { title: string; links: SiteLink[] }[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Browse Products', to: '/products' },
      { label: 'Product Bundles', to: '/bundles' },
      { label: 'New Releases', to: '/coming-soon' },
      { label: 'Features', to: '/features' },
    ],
  },
  {
    title: 'Security',
    links: [...anonymityLinks, { label: 'All Security Features', to: '/security' }],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Shipping Policy', to: '/shipping-policy' },
    ],
  },
];
