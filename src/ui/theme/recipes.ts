/**
 * Only the recipes the app renders. Each recipe adds CSS to the bundle whether it is used or
 * not, so a component that needs a new one adds it here.
 */
import {
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  listSlotRecipe,
  linkRecipe,
  numberInputSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  card: cardSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  list: listSlotRecipe,
  numberInput: numberInputSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
