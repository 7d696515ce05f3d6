/** A static page as data: the shared page component lays every one of them out the same way. */
export interface ContentLink {
  to: string;
  title: string;
  description: string;
}

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Cards that lead to other pages, e.g. the hubs' links to their topic pages. */
  links?: ContentLink[];
}

export interface ContentPage {
  title: string;
  subtitle: string;
  /** Shown under the sections, e.g. 'Last updated: ...' on the legal pages. */
  note?: string;
  sections: ContentSection[];
  /** Buttons at the foot of the page. */
  actions?: { to: string; label: string }[];
}

/** The closing call to action, shared by the marketing pages (docs/behaviour.md#content-pages). */
export const shopActions = [
  { to: '/products', label: 'Browse Products' },
  { to: '/bundles', label: 'View Bundles' },
];

/** The privacy contact (docs/behaviour.md#content-pages). */
export const PRIVACY_CONTACT_EMAIL = 'privacy@cryptovault.example';
