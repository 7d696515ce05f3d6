/**
 * The recipes the first screen of most pages renders. Each recipe here adds its code to every
 * page's first load whether the page uses it or not, so the rest are passed to the few
 * components that use them (Chakra's `recipe` prop): the back office's (segment group, tooltip,
 * dialog, table, checkbox, textarea), the mobile menu's (drawer), and those of a few pages' parts
 * (tabs, native select, alert, skeleton, field, input, empty state, code, list,
 * radio card, accordion). The lazily loaded Toaster applies the toast recipe's styles itself
 * (src/ui/Toaster.tsx).
 */
import {
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  progressSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  card: cardSlotRecipe,
  progress: progressSlotRecipe,
};
