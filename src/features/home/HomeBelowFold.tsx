import { useState, type ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { LinkButton } from '../../ui/RouterLink';
import { useClock } from '../../lib/runtime/useRuntime';
import { Carousel } from '../../ui/carousel/Carousel';
import { packs } from '../shop/packs/packs';
import { FeaturedSlide } from './FeaturedSlide';
import { PackSlide } from './PackSlide';
import { HomeCardLinks } from './HomeCardLinks';
import { FEATURED_COUNT, featuredProducts } from './featuredProducts';
import { products } from '../shop/catalogue/products';
import { useHasStarted } from '../../lib/startup/useHasStarted';
import { ReviewCarousel } from '../reviews/ReviewCarousel';
import { reviewsFor } from '../reviews/sampleReviews';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { HydrationSlice } from '../../ui/HydrationSlice';

/** Holds the featured carousel's space, hidden, until the day's picks are known. */
const placeholderFeatured = products.slice(0, FEATURED_COUNT);

const whyChooseUs = [
  { to: '/factory-direct', title: 'Direct from the Factory', text: 'No middlemen between the press and your door.' },
  { to: '/pure-products', title: 'Purest Products', text: 'Every batch checked for colour, shape and finish.' },
  { to: '/quality-control', title: 'Constant Quality Checks', text: 'Inspection at every step before sealing.' },
  { to: '/delivery-guarantee', title: 'Delivery in 5 Days', text: 'Guaranteed, or we make it right.' },
];

const anonymity = [
  { to: '/e2e-encryption', title: 'End-to-End Encryption', text: 'Your session and order details stay encrypted.' },
  { to: '/discreet-payments', title: 'Discreet Payments', text: 'Pay in crypto, no account needed.' },
  { to: '/discreet-shipping', title: 'Discreet Shipping', text: 'Plain packaging with no marks of the shop.' },
];

function Section({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="2xl" textAlign="center">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" textAlign="center" marginTop="2">
          {subtitle}
        </Text>
      )}
      <Box marginTop="6">
        <HydrationSlice>{children}</HydrationSlice>
      </Box>
    </Box>
  );
}

/**
 * The home page below its hero: the two carousels, the card grids, the reviews and the closing
 * call. Its own chunk (see homeBelowFold.ts), kept out of the first load's code.
 */
export function HomeBelowFold() {
  const clock = useClock();
  const reducedMotion = usePrefersReducedMotion();
  const started = useHasStarted();
  // Read once per visit: the set is fixed for the UTC day the page was opened on. Until the app
  // has started (pre-rendered HTML, hydration) a stable set holds the space, hidden.
  const [featured, setFeatured] = useState(() => (started ? featuredProducts(clock.now()) : null));
  if (featured === null && started) setFeatured(featuredProducts(clock.now()));
  return (
    <>
      <Section
        id="featured"
        title="Featured Products"
        subtitle="Daily picks with special discounts, refreshed every 24 hours."
      >
        <Box visibility={featured ? undefined : 'hidden'}>
          <Carousel
            items={featured ?? placeholderFeatured}
            label="Featured products carousel"
            itemKey={(item) => item.id}
            renderItem={(item) => <FeaturedSlide product={item} />}
          />
        </Box>
      </Section>
      <Section id="pack-specials" title="Pack Specials" subtitle="Multi-pack deals.">
        <Carousel
          items={packs}
          label="Pack specials carousel"
          itemKey={(item) => item.id}
          renderItem={(item) => <PackSlide pack={item} />}
        />
      </Section>
      <Section id="why-choose-us" title="Why Choose Us">
        <HomeCardLinks cards={whyChooseUs} columns={4} />
      </Section>
      <Section id="complete-anonymity" title="Complete Anonymity">
        <HomeCardLinks cards={anonymity} columns={3} />
      </Section>
      <ReviewCarousel reviews={reviewsFor('home')} autoAdvance={!reducedMotion} />
      <Box
        as="section"
        aria-labelledby="closing-cta"
        layerStyle="glowPanel"
        borderRadius="xl"
        padding={{ base: '6', md: '10' }}
        textAlign="center"
      >
        <Heading as="h2" id="closing-cta" size="xl">
          Ready to experience the best?
        </Heading>
        <Text color="fg.muted" marginTop="2" marginBottom="5" maxWidth="2xl" marginX="auto">
          Join thousands of satisfied customers who trust us for premium products with guaranteed security and privacy.
        </Text>
        <LinkButton to="/products">Start Shopping</LinkButton>
      </Box>
    </>
  );
}
