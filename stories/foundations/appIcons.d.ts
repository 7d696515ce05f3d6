/** The lucide icons the app's components import, by name (.storybook/appIconsModule.ts). */
declare module 'virtual:app-icons' {
  import type { LucideIcon } from 'lucide-react';

  const appIcons: Record<string, LucideIcon>;
  export default appIcons;
}
