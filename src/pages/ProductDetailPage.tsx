import { useParams } from 'react-router';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { findProduct } from '../features/shop/catalogue/products';
import { ProductDetail } from '../features/shop/catalogue/ProductDetail';
import { ReviewCarousel } from '../features/reviews/ReviewCarousel';
import { reviewsFor } from '../features/reviews/sampleReviews';
import { MissingItemState } from '../ui/MissingItemState';

export default function ProductDetailPage() {
  const product = findProduct(useParams().id);
  if (!product) {
    return (
      <ShopPageShell title="Product Not Found">
        <MissingItemState item="product" backTo="/products" backLabel="Back to Products" />
      </ShopPageShell>
    );
  }
  return (
    <ShopPageShell title={product.name} subtitle={product.tagline} card={false}>
      <ProductDetail product={product} reviews={<ReviewCarousel key={product.id} reviews={reviewsFor(product.id)} />} />
    </ShopPageShell>
  );
}
