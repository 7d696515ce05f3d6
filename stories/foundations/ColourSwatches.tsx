import { categoryPalettes } from '../../src/ui/theme/categoryColors';
import { judgeContrast, pairingsFor, type Pairing } from '../../src/ui/theme/contrastJudgement';
import { contrastRatio } from '../../src/ui/theme/contrastRatio';
import { FoundationSurface, cellStyle, codeStyle, tableStyle } from './FoundationSurface';
import { propName, tokenNames, tokenValue } from './themeTokens';

const colour = (prop: string) => tokenValue(`colors.${prop}`);

/**
 * The measured pair as it is drawn: text colours set a word on their surface, lines and rings
 * draw a frame. The verdict beside it is always in the page's own text colour, so a dark border
 * token never makes its own row unreadable.
 */
function PairSample({ foreground, background, role }: Pairing) {
  const box = { display: 'inline-block', width: 48, height: 28, borderRadius: 6, verticalAlign: 'middle' } as const;
  if (role === 'text') {
    return (
      <span
        aria-hidden
        style={{
          ...box,
          background: colour(background),
          color: colour(foreground),
          textAlign: 'center',
          lineHeight: '28px',
          fontWeight: 600,
        }}
      >
        Aa
      </span>
    );
  }
  return (
    <span
      aria-hidden
      style={{ ...box, background: colour(background), boxShadow: `inset 0 0 0 2px ${colour(foreground)}` }}
    />
  );
}

function Verdict(pairing: Pairing) {
  const ratio = contrastRatio(colour(pairing.foreground), colour(pairing.background));
  if (ratio === undefined) return <span>— (translucent)</span>;
  const { required, passes, label } = judgeContrast(ratio, pairing.role);
  const subject = pairing.role === 'text' ? `${pairing.foreground} text` : pairing.foreground;
  // A mark as well as a colour, so the verdict does not rest on red and green alone.
  const [mark, markColour] =
    required === undefined ? ['–', 'fg.muted'] : passes ? ['✓', 'fg.success'] : ['✗', 'fg.error'];
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <PairSample {...pairing} />
      <span>
        <span style={{ color: colour(markColour), fontWeight: 600 }}>{mark}</span> {ratio.toFixed(2)} : 1 · {subject} on{' '}
        {pairing.background} · {label}
      </span>
    </span>
  );
}

function ColourRows({ names }: { names: string[] }) {
  return (
    // Fixed column widths line the tables of every group up with each other.
    <table style={{ ...tableStyle, tableLayout: 'fixed' }}>
      <thead>
        <tr>
          <th style={{ ...cellStyle, width: '18%' }}>Token</th>
          <th style={{ ...cellStyle, width: 72 }}>Swatch</th>
          <th style={{ ...cellStyle, width: '15%' }}>Value</th>
          <th style={cellStyle}>Contrast where it is used (WCAG 2)</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const pairings = pairingsFor(propName(name));
          return (
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
                    // A light outline, so a swatch as dark as the page still shows its edge.
                    border: `1px solid ${colour('fg.subtle')}`,
                  }}
                />
              </td>
              <td style={{ ...cellStyle, ...codeStyle }}>{tokenValue(name)}</td>
              <td style={cellStyle}>
                {pairings.map((pairing) => (
                  <div key={`${pairing.foreground} ${pairing.background}`} style={{ margin: '4px 0' }}>
                    <Verdict {...pairing} />
                  </div>
                ))}
                {pairings.length === 0 ? <span>— (translucent, drawn only as a glow)</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const semanticGroups = ['bg', 'fg', 'border', 'accent', 'terminal', 'glow'] as const;

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

/** The category and edition label colours, measured on the surfaces their badges sit on. */
export function CategoryColours() {
  return (
    <FoundationSurface>
      <ColourRows names={Object.keys(categoryPalettes).map((key) => `colors.category.${key}`)} />
    </FoundationSurface>
  );
}
