import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { emailParts } from '../../lib/text/emailParts';
import { ShopPageShell } from '../site-chrome/ShopPageShell';
import { LinkButton } from '../../ui/RouterLink';
import { BulletList } from './BulletList';
import { ContentLinkCards } from './ContentLinkCards';
import type { ContentPage } from './contentPage';

/** Any informational, marketing or legal page: title, sections of text, bullets and link cards. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <ShopPageShell title={page.title} subtitle={page.subtitle}>
      <Stack gap="8">
        {page.sections.map((section) => (
          <Stack as="section" key={section.heading} gap="3" aria-labelledby={sectionId(section.heading)}>
            <Heading as="h2" size="xl" id={sectionId(section.heading)}>
              {section.heading}
            </Heading>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} color="fg.muted" lineHeight="tall">
                {emailParts(paragraph).map((part, index) =>
                  'email' in part ? (
                    // Selectable under the production hardening (data-copyable), and a link that opens mail.
                    <Link
                      key={index}
                      href={`mailto:${part.email}`}
                      color="accent.fg"
                      display="inline"
                      textDecoration="underline"
                      data-copyable=""
                    >
                      {part.email}
                    </Link>
                  ) : (
                    part.text
                  ),
                )}
              </Text>
            ))}
            {section.bullets && <BulletList items={section.bullets} />}
            {section.links && <ContentLinkCards links={section.links} />}
          </Stack>
        ))}
        {page.note && (
          <Text fontSize="sm" color="fg.muted">
            {page.note}
          </Text>
        )}
        {page.actions && (
          <HStack gap="3" flexWrap="wrap" justifyContent="center">
            {page.actions.map((action, index) => (
              <LinkButton key={action.to} to={action.to} variant={index === 0 ? 'solid' : 'outline'}>
                {action.label}
              </LinkButton>
            ))}
          </HStack>
        )}
      </Stack>
    </ShopPageShell>
  );
}

function sectionId(heading: string): string {
  return `section-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
