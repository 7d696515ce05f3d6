// The app's two bundled faces (no screenshot may depend on system fonts). Imported by UiProvider
// for Storybook and by the app's entry, so a pre-rendered page declares them before it paints.
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono/wght.css';
