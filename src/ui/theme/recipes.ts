/**
 * Only the recipes the app renders. Each recipe adds CSS to the bundle whether it is used or
 * not, so a component that needs a new one adds it here.
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
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
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
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  progress: progressSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
