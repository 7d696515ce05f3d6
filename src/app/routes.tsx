import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteLoading } from './RouteLoading';
import { ShopLayout } from '../features/site-chrome/ShopLayout';

interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/** Each screen is its own chunk: a shopper downloads only the route being visited. */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    lazy: async () => {
      // Vite's preload helper resolves a failed import to undefined when reloadOnPreloadError has
      // taken the failure (it is loading the address in full): the navigation waits for that load
      // instead of drawing an error screen for a moment.
      const module: PageModule | undefined = await load();
      if (!module) return new Promise<never>(() => {});
      return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
    },
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      {
        // The shop's nav and footer stay mounted while its pages change (src/features/site-chrome/ShopLayout.tsx).
        Component: ShopLayout,
        children: [
          page('/', () => import('../pages/HomePage')),
          page('/products', () => import('../pages/ProductsPage')),
          page('/products/:id', () => import('../pages/ProductDetailPage')),
          page('/bundles', () => import('../pages/BundlesPage')),
          page('/bundles/:id', () => import('../pages/BundleDetailPage')),
          page('/packs/:packId', () => import('../pages/PackDetailPage')),
          page('/cart', () => import('../pages/CartPage')),
          page('/crypto-vault-loading', () => import('../pages/CryptoVaultLoadingPage')),
          page('/crypto-vault-payment', () => import('../pages/CryptoVaultPaymentPage')),
          page('/coming-soon', () => import('../pages/ComingSoonPage')),
          page('/how-it-works', () => import('../pages/HowItWorksPage')),
          page('/features', () => import('../pages/FeaturesPage')),
          page('/security', () => import('../pages/SecurityPage')),
          page('/factory-direct', () => import('../pages/FactoryDirectPage')),
          page('/pure-products', () => import('../pages/PureProductsPage')),
          page('/quality-control', () => import('../pages/QualityControlPage')),
          page('/delivery-guarantee', () => import('../pages/DeliveryGuaranteePage')),
          page('/e2e-encryption', () => import('../pages/E2eEncryptionPage')),
          { path: '/end-to-end-encryption', loader: () => redirect('/e2e-encryption') },
          page('/discreet-payments', () => import('../pages/DiscreetPaymentsPage')),
          page('/discreet-shipping', () => import('../pages/DiscreetShippingPage')),
          page('/privacy-policy', () => import('../pages/PrivacyPolicyPage')),
          page('/terms-of-service', () => import('../pages/TermsOfServicePage')),
          page('/shipping-policy', () => import('../pages/ShippingPolicyPage')),
          page('/refund-policy', () => import('../pages/RefundPolicyPage')),
          page('*', () => import('../pages/NotFoundPage')),
        ],
      },
      // Staff pages have their own frame.
      page('/feedback', () => import('../pages/FeedbackPage')),
      page('/admin', () => import('../pages/AdminLoginPage')),
      page('/admin-dashboard/:role', () => import('../pages/AdminDashboardPage')),
    ],
  },
];
