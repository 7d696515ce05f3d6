import { FoundationSurface, cellStyle, codeStyle, tableStyle } from './FoundationSurface';
import { propName, tokenNames, tokenValue } from './themeTokens';

/** Spacing steps drawn as bars of their own length (negative and fractional steps left out). */
export function SpacingScale() {
  const names = tokenNames('spacing', (name) => /^spacing\.\d+$/.test(name)).sort(
    (a, b) => Number(propName(a)) - Number(propName(b)),
  );
  return (
    <FoundationSurface>
      <table style={tableStyle}>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <td style={{ ...cellStyle, ...codeStyle, width: 80 }}>{propName(name)}</td>
              <td style={{ ...cellStyle, ...codeStyle, width: 100 }}>{tokenValue(name)}</td>
              <td style={cellStyle} aria-label={`spacing ${propName(name)} bar`}>
                <span
                  aria-hidden
                  style={{
                    display: 'block',
                    height: 12,
                    width: tokenValue(name),
                    background: tokenValue('colors.accent.solid'),
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </FoundationSurface>
  );
}

/** Corner radii on a panel-coloured tile. */
export function RadiiScale() {
  return (
    <FoundationSurface>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {tokenNames('radii').map((name) => (
          <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
            <div
              aria-hidden
              style={{
                width: 72,
                height: 72,
                borderRadius: tokenValue(name),
                background: tokenValue('colors.bg.panel'),
                border: `1px solid ${tokenValue('colors.accent.border')}`,
              }}
            />
            <figcaption style={codeStyle}>
              {propName(name)}
              <br />
              {tokenValue(name)}
            </figcaption>
          </figure>
        ))}
      </div>
    </FoundationSurface>
  );
}

/**
 * Every shadow token, the glow among them. Chakra's shadows are near-black, so on the app's
 * near-black page they hardly show: each tile is drawn twice, on the page as the app draws it and
 * on a light stage where its offset and blur can be told apart.
 */
export function ShadowSamples() {
  const stages = [
    { label: 'on the page (bg)', background: tokenValue('colors.bg') },
    { label: 'on a light stage', background: tokenValue('colors.gray.400') },
  ];
  return (
    <FoundationSurface>
      {stages.map((stage) => (
        <section key={stage.label}>
          <h3 style={{ margin: '16px 0 8px' }}>{stage.label}</h3>
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
              background: stage.background,
              borderRadius: 12,
              padding: 8,
            }}
          >
            {tokenNames('shadows').map((name) => (
              <figure key={name} style={{ margin: 0, padding: '24px 24px 12px', width: 120 }}>
                <div
                  aria-hidden
                  style={{
                    height: 64,
                    borderRadius: 12,
                    background: tokenValue('colors.bg.panel'),
                    boxShadow: tokenValue(name),
                  }}
                />
                {/* Far enough below the tile to clear the 2xl shadow's 24 px drop and 40 px blur. */}
                <figcaption style={{ ...codeStyle, marginTop: 44 }}>
                  <span style={{ background: tokenValue('colors.bg.panel'), padding: '2px 6px', borderRadius: 4 }}>
                    {propName(name)}
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </FoundationSurface>
  );
}

/** Durations and easings, as values: motion is shown on the components' own stories. */
export function MotionTokens() {
  return (
    <FoundationSurface>
      <table style={tableStyle}>
        <tbody>
          {[...tokenNames('durations'), ...tokenNames('easings')].map((name) => (
            <tr key={name}>
              <td style={{ ...cellStyle, ...codeStyle }}>{name}</td>
              <td style={{ ...cellStyle, ...codeStyle }}>{tokenValue(name)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </FoundationSurface>
  );
}
