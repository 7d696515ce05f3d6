// The app's text face, bundled (no screenshot may depend on system fonts). Imported by UiProvider
// for Storybook and by the app's entry, so a pre-rendered page declares it before it paints.
import '@fontsource-variable/inter';
