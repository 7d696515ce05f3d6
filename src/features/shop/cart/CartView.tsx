import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Grid, HStack, Heading, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { ArrowLeft, ShieldCheck, ShoppingCart, Trash2 } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { LinkButton, TextLink } from '../../../ui/RouterLink';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { formatSatsAsBtc } from '../../../lib/formatPrice';
import { useCart } from './CartContext';
import { cartItemData } from './cartItemData';
import { lineSats } from './cartPricing';
import { CART_NOT_KEPT_DESCRIPTION, CART_NOT_KEPT_TITLE } from './CartProvider';
import type { CartLine } from './cartRules';
import { CartTotalAnnouncement } from './CartTotalAnnouncement';

const lineKey = (line: CartLine) => `${line.type}:${line.id}`;

function CartLineRow({ line, onRemove }: { line: CartLine; onRemove(line: CartLine): void }) {
  const cart = useCart();
  const data = cartItemData(line.id, line.type);
  if (!data) return null;
  return (
    <HStack as="li" justifyContent="space-between" gap="3" flexWrap="wrap" paddingY="3" borderBottomWidth="1px">
      <Box minWidth="40">
        <Text fontWeight="semibold">
          {line.type === 'product' ? <TextLink to={`/products/${line.id}`}>{data.name}</TextLink> : data.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatSatsAsBtc(data.unitSats, data.decimals)} each
        </Text>
      </Box>
      <HStack gap="3" flexWrap="wrap" marginStart="auto">
        <QuantityStepper
          value={line.quantity}
          onChange={(quantity) => cart.setQuantity(line.id, line.type, quantity)}
          onStep={(delta) => cart.stepQuantity(line.id, line.type, delta)}
          label={`Quantity of ${data.name}`}
          onRejected={cart.rejectQuantity}
        />
        <Text width={{ base: 'auto', sm: '28' }} textAlign="end" fontVariantNumeric="tabular-nums">
          {formatSatsAsBtc(lineSats(line), data.decimals)}
        </Text>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={`Remove ${data.name}`}
          data-remove-line={lineKey(line)}
          onClick={() => onRemove(line)}
        >
          <Trash2 />
        </IconButton>
      </HStack>
    </HStack>
  );
}

function CartGroup({
  title,
  lines,
  onRemove,
}: {
  title: string;
  lines: readonly CartLine[];
  onRemove(line: CartLine): void;
}) {
  if (lines.length === 0) return null;
  const id = `cart-${title.toLowerCase()}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" marginBottom="2">
        {title}
      </Heading>
      <Box as="ul" listStyleType="none">
        {lines.map((line) => (
          <CartLineRow key={lineKey(line)} line={line} onRemove={onRemove} />
        ))}
      </Box>
    </Box>
  );
}

/** /cart: products and packs listed apart, the BTC summary, and the way to checkout. */
export function CartView() {
  const cart = useCart();
  const view = useRef<HTMLDivElement>(null);
  // Remove takes its own button away: the focus goes to the next line's Remove (the one before it
  // for the last line), or to the empty cart's heading, never to the page body.
  const focusAfterRemove = useRef<readonly string[] | null>(null);
  // After every render: the removal shows in the render after the click.
  useEffect(() => {
    const wanted = focusAfterRemove.current;
    if (!wanted) return;
    focusAfterRemove.current = null;
    const next = wanted
      .map((key) => view.current?.querySelector<HTMLElement>(`[data-remove-line="${key}"]`))
      .find((button) => button);
    const target = next ?? view.current?.querySelector<HTMLElement>('h2');
    if (target && !next) target.tabIndex = -1;
    target?.focus();
  });
  const products = cart.lines.filter((line) => line.type === 'product');
  const packs = cart.lines.filter((line) => line.type === 'pack');
  const remove = (line: CartLine) => {
    const shown = [...products, ...packs].map(lineKey);
    const at = shown.indexOf(lineKey(line));
    focusAfterRemove.current = [...shown.slice(at + 1), ...shown.slice(0, at).toReversed()];
    cart.remove(line.id, line.type);
  };
  const continueShopping = (
    <TextLink to="/products" display="inline-flex" alignItems="center" gap="1">
      <ArrowLeft aria-hidden="true" size="16" /> Continue Shopping
    </TextLink>
  );
  if (cart.lines.length === 0) {
    return (
      <Stack gap="6" ref={view}>
        {continueShopping}
        <EmptyState
          icon={<ShoppingCart />}
          title="Your cart is empty"
          description="Add a product, bundle or pack to get started."
          action={<LinkButton to="/products">Browse Products</LinkButton>}
        />
      </Stack>
    );
  }
  const subtotal = formatSatsAsBtc(cart.totals.subtotal, 5);
  const total = formatSatsAsBtc(cart.totals.total, 5);
  return (
    <Stack gap="6" ref={view}>
      {continueShopping}
      {cart.notKept && (
        <Alert.Root recipe={alertSlotRecipe} status="warning" data-testid="cart-not-kept">
          <Alert.Indicator aria-hidden="true" />
          <Alert.Content>
            <Alert.Title>{CART_NOT_KEPT_TITLE}</Alert.Title>
            <Alert.Description>{CART_NOT_KEPT_DESCRIPTION}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {/* The summary column is as wide as its longest line, "Bundle discount: {name} × {n}" and
          its amount, so that line never wraps on a desktop. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 26rem' }} gap="8" alignItems="start">
        <Stack gap="8">
          <CartGroup title="Products" lines={products} onRemove={remove} />
          <CartGroup title="Packs" lines={packs} onRemove={remove} />
          <Button variant="ghost" alignSelf="start" size="sm" onClick={() => cart.clear()}>
            <Trash2 aria-hidden="true" /> Clear cart
          </Button>
        </Stack>
        <Stack as="section" aria-labelledby="cart-summary" layerStyle="glowPanel" borderRadius="xl" padding="6" gap="3">
          <Heading as="h2" id="cart-summary" size="lg">
            Order Summary
          </Heading>
          <HStack justifyContent="space-between">
            <Text>Items</Text>
            <Text>{cart.totalItems}</Text>
          </HStack>
          <HStack justifyContent="space-between">
            <Text>Subtotal</Text>
            <Text fontVariantNumeric="tabular-nums">{subtotal}</Text>
          </HStack>
          {cart.totals.discounts.map((discount) => (
            <HStack key={discount.bundleId} justifyContent="space-between" alignItems="start" color="green.300">
              <Text>
                Bundle discount: {discount.name} × {discount.quantity}
              </Text>
              <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                −{formatSatsAsBtc(discount.amount, 5)}
              </Text>
            </HStack>
          ))}
          <HStack justifyContent="space-between">
            <Text>Shipping</Text>
            <Text fontVariantNumeric="tabular-nums">{formatSatsAsBtc(cart.totals.shipping, 5)}</Text>
          </HStack>
          <Separator />
          <HStack justifyContent="space-between" fontWeight="bold">
            <Text>Total</Text>
            <Text fontVariantNumeric="tabular-nums" color="accent.fg" data-testid="cart-total">
              {total}
            </Text>
          </HStack>
          <CartTotalAnnouncement subtotal={subtotal} total={total} />
          <LinkButton to="/crypto-vault-loading" size="lg" marginTop="2">
            <ShieldCheck aria-hidden="true" /> Secure Checkout
          </LinkButton>
        </Stack>
      </Grid>
    </Stack>
  );
}
