import { addons } from 'storybook/manager-api';
import { create, type ThemeVars } from 'storybook/theming';
import { MANAGER_THEME_GLOBAL } from './managerThemeGlobal';

// The app's colours, made from its theme by .storybook/main.ts (see managerHead there).
const vars = (window as unknown as Record<string, ThemeVars | undefined>)[MANAGER_THEME_GLOBAL];
if (vars) addons.setConfig({ theme: create(vars) });
