/**
 * Only the recipes the app renders. Each recipe adds CSS to the bundle whether it is used or
 * not, so a component that needs a new one adds it here. Recipes only the back office uses
 * (segment group, tooltip, dialog, table, checkbox), the toast recipe of the lazily loaded
 * Toaster, and the page-specific radio card (coin choice) and accordion (How It Works), are passed to their components instead.
 */
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  progress: progressSlotRecipe,
  tabs: tabsSlotRecipe,
};
