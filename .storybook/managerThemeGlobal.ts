/** Where .storybook/main.ts leaves the manager's theme for .storybook/manager.ts to read. */
export const MANAGER_THEME_GLOBAL = 'cryptovaultStorybookTheme';
