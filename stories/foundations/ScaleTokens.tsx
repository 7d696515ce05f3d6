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

/** Every shadow token, the glow among them, each on a panel tile. */
export function ShadowSamples() {
  return (
    <FoundationSurface>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
        {tokenNames('shadows').map((name) => (
          <figure key={name} style={{ margin: 0, width: 160 }}>
            <div
              aria-hidden
              style={{
                height: 80,
                borderRadius: 12,
                background: tokenValue('colors.bg.panel'),
                boxShadow: tokenValue(name),
              }}
            />
            <figcaption style={{ ...codeStyle, marginTop: 8 }}>{propName(name)}</figcaption>
          </figure>
        ))}
      </div>
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
