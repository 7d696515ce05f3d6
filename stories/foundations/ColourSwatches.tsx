import { categoryPalettes } from '../../src/ui/theme/categoryColors';
import { contrastGrade, contrastRatio } from '../../src/ui/theme/contrastRatio';
import { FoundationSurface, cellStyle, codeStyle, tableStyle } from './FoundationSurface';
import { propName, tokenNames, tokenValue } from './themeTokens';

interface Pairing {
  /** The colour drawn on top (text, icon, border). */
  foreground: string;
  /** The surface it is drawn on. */
  background: string;
}

/**
 * What each colour is measured against, by how the app uses it: surfaces carry `fg` text, text
 * and category colours sit on the page and on panels, `accent.contrast` is the text of solid
 * accent buttons.
 */
function pairingsFor(name: string): Pairing[] {
  const prop = propName(name);
  if (prop === 'accent.contrast') return [{ foreground: name, background: 'colors.accent.solid' }];
  if (prop.startsWith('bg')) return [{ foreground: 'colors.fg', background: name }];
  return [
    { foreground: name, background: 'colors.bg' },
    { foreground: name, background: 'colors.bg.panel' },
  ];
}

function Ratio({ foreground, background }: Pairing) {
  const ratio = contrastRatio(tokenValue(foreground), tokenValue(background));
  if (ratio === undefined) return <span>— (translucent)</span>;
  return (
    <span
      style={{
        color: tokenValue(foreground),
        background: tokenValue(background),
        padding: '2px 8px',
        borderRadius: 4,
      }}
    >
      {ratio.toFixed(2)} : 1 on {propName(background)} · {contrastGrade(ratio)}
    </span>
  );
}

function ColourRows({ names }: { names: string[] }) {
  return (
    <table style={tableStyle}>
      <thead>
        <tr>
          <th style={cellStyle}>Token</th>
          <th style={cellStyle}>Swatch</th>
          <th style={cellStyle}>Value</th>
          <th style={cellStyle}>Contrast (WCAG)</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={{ ...cellStyle, ...codeStyle }}>{propName(name)}</td>
            <td style={cellStyle} aria-label={`${propName(name)} swatch`}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 40,
                  height: 24,
                  borderRadius: 6,
                  background: tokenValue(name),
                  border: `1px solid ${tokenValue('colors.border')}`,
                }}
              />
            </td>
            <td style={{ ...cellStyle, ...codeStyle }}>{tokenValue(name)}</td>
            <td style={cellStyle}>
              {pairingsFor(name).map((pairing) => (
                <div key={pairing.background} style={{ margin: '2px 0' }}>
                  <Ratio {...pairing} />
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const semanticGroups = ['bg', 'fg', 'border', 'accent', 'glow'] as const;

/** Every semantic colour group the app styles with, read from the theme system. */
export function SemanticColours() {
  return (
    <FoundationSurface>
      {semanticGroups.map((group) => (
        <section key={group}>
          <h3 style={{ margin: '16px 0 8px' }}>{group}</h3>
          <ColourRows
            names={tokenNames('colors', (name) => name === `colors.${group}` || name.startsWith(`colors.${group}.`))}
          />
        </section>
      ))}
    </FoundationSurface>
  );
}

/** The category and edition label colours, measured on the panel the badge draws them on. */
export function CategoryColours() {
  return (
    <FoundationSurface>
      <ColourRows names={Object.keys(categoryPalettes).map((key) => `colors.category.${key}`)} />
    </FoundationSurface>
  );
}
