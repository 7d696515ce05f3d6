/**
 * Only the recipes the app renders. Each recipe adds CSS to the bundle whether it is used or
 * not, so a component that needs a new one adds it here.
 */
import {
  accordionSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  listSlotRecipe,
  linkRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
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
  accordion: accordionSlotRecipe,
  card: cardSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  numberInput: numberInputSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
