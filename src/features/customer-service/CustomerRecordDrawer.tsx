import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  CloseButton,
  Drawer,
  Grid,
  Heading,
  HStack,
  Link,
  List,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { alertSlotRecipe, drawerSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { BadgeCheck } from 'lucide-react';
import { formatBtc } from '../../lib/formatPrice';
import { FormattedDate } from '../../ui/FormattedDate';
import { StarRating } from '../../ui/StarRating';
import { StatusBadge } from '../../ui/StatusBadge';
import { TextLink } from '../../ui/RouterLink';
import type { CustomerAccount } from './customer';
import { countOf } from '../../lib/text/countOf';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontSize="sm">
        {children}
      </Box>
    </Box>
  );
}

function CustomerRecord({ customer }: { customer: CustomerAccount }) {
  return (
    <Stack gap="5">
      {customer.hasAlert && (
        <Alert.Root recipe={alertSlotRecipe} status="warning" variant="subtle">
          <Alert.Indicator aria-hidden="true" />
          <Alert.Title>Account alert: {customer.status} account, check before refunds or reshipments.</Alert.Title>
        </Alert.Root>
      )}
      <Grid as="dl" templateColumns="repeat(2, 1fr)" gap="3">
        <Field label="Customer ID">{customer.id}</Field>
        <Field label="Status">
          <StatusBadge status={customer.status} />
        </Field>
        <Field label="Email">
          <Link href={`mailto:${customer.email}`} color="accent.fg" wordBreak="break-all">
            {customer.email}
          </Link>
        </Field>
        <Field label="Location">
          {customer.city}, {customer.country}
        </Field>
        <Field label="Joined">
          <FormattedDate value={customer.joinDate} />
        </Field>
        <Field label="Last order">
          {customer.lastOrder ? <FormattedDate value={customer.lastOrder} format="relative" /> : 'No orders yet'}
        </Field>
        <Field label="Orders">{customer.ordersCount}</Field>
        <Field label="Total spent">{formatBtc(customer.totalSpent)}</Field>
        <Field label="Rating">
          <StarRating rating={customer.rating} />
        </Field>
        <Field label="Verified buyer">
          {customer.verifiedBuyer ? (
            <HStack gap="1" color="fg.success">
              <BadgeCheck aria-hidden="true" size="14" />
              Yes
            </HStack>
          ) : (
            'No'
          )}
        </Field>
      </Grid>
      <Box as="section" aria-labelledby="customer-favourites">
        <Heading as="h3" id="customer-favourites" size="sm" marginBottom="2">
          Favourite products
        </Heading>
        {customer.favoriteProducts.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            None yet
          </Text>
        ) : (
          <List.Root recipe={listSlotRecipe} gap="1" variant="plain">
            {customer.favoriteProducts.map((favourite) => (
              <List.Item key={favourite.id} fontSize="sm">
                <TextLink to={`/products/${favourite.id}`}>{favourite.name}</TextLink>
                <Text as="span" color="fg.muted" marginStart="1">
                  {' '}
                  · bought {countOf(favourite.purchases, 'time')}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      <Box as="section" aria-labelledby="customer-notes">
        <Heading as="h3" id="customer-notes" size="sm" marginBottom="2">
          Notes
        </Heading>
        <Text fontSize="sm" color={customer.notes ? 'fg' : 'fg.muted'}>
          {customer.notes || 'No notes'}
        </Text>
      </Box>
    </Stack>
  );
}

export interface CustomerRecordDrawerProps {
  /** The customer shown; kept while the drawer closes so its content does not vanish mid-animation. */
  customer: CustomerAccount | null;
  open: boolean;
  onClose(): void;
}

/** Every field of one customer account, in a side drawer over the customers table. */
export function CustomerRecordDrawer({ customer, open, onClose }: CustomerRecordDrawerProps) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open && customer !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel">
            {customer && (
              <>
                <Drawer.Header>
                  <Stack gap="0">
                    <Drawer.Title>{customer.fullName}</Drawer.Title>
                    <Drawer.Description color="fg.muted">Customer record</Drawer.Description>
                  </Stack>
                </Drawer.Header>
                <Drawer.Body>
                  <CustomerRecord customer={customer} />
                </Drawer.Body>
              </>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close customer record" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
