import { Badge, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { CryptoPrice } from '../../ui/CryptoPrice';
import { UsdPrice } from '../../ui/UsdPrice';
import { LinkButton } from '../../ui/RouterLink';
import { PackArtwork } from '../shop/packs/PackArtwork';
import type { PackOption } from '../shop/packs/packs';
import { packUsdEstimate } from '../pricing/liveUsdRate';
import { countOf } from '../../lib/text/countOf';

export function PackSlide({ pack }: { pack: PackOption }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="6"
      layerStyle="glowPanel"
      borderRadius="xl"
      padding="6"
      alignItems="center"
    >
      <PackArtwork packSize={pack.packSize} size={180} />
      <Stack gap="3" flex="1">
        <Heading as="h3" size="lg">
          {pack.name}
        </Heading>
        <Text>{countOf(pack.packSize, 'pill')}</Text>
        <HStack gap="2" flexWrap="wrap">
          {pack.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="fg" borderColor="border">
              {tag}
            </Badge>
          ))}
        </HStack>
        <Text fontSize="sm" color="orange.300">
          80% purity (budget variant)
        </Text>
        <CryptoPrice amount={pack.priceBTC} decimals={5} size="lg" />
        <UsdPrice amount={packUsdEstimate(pack.priceBTC)} approximate />
        <LinkButton to={`/packs/${pack.id}`} alignSelf="start" variant="outline">
          View Pack
          <Text as="span" srOnly>
            {' '}
            {pack.name}
          </Text>
        </LinkButton>
      </Stack>
    </Flex>
  );
}
