import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function TermsOfServicePage() {
  return <ShopPageShell title="Terms of Service" subtitle="The terms that apply to every order." />;
}
