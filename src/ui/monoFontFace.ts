// The app's monospace face, bundled like Inter. Only UiProvider imports it, so it comes with the
// app's code rather than with a pre-rendered page's first paint: the one shopper text set in it,
// the payment address, is below the fold, and a second face fetched before the first paint
// delayed that paint by about 150 ms on a phone (docs/architecture.md#performance-budgets).
import '@fontsource-variable/jetbrains-mono/wght.css';
