import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { HowItWorksGuide } from '../features/marketing/HowItWorksGuide';

export default function HowItWorksPage() {
  return (
    <ShopPageShell title="How It Works" subtitle="From selection to delivery in five steps.">
      <HowItWorksGuide />
    </ShopPageShell>
  );
}
