/**
 * Only the recipes the app renders. Each recipe adds CSS to the bundle whether it is used or
 * not, so a component that needs a new one adds it here.
 */
import {
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  cardSlotRecipe,
  containerRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
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
  code: codeRecipe,
  textarea: textareaRecipe,
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
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  numberInput: numberInputSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
