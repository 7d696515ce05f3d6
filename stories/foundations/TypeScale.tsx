import { FoundationSurface, cellStyle, codeStyle, tableStyle } from './FoundationSurface';
import { propName, tokenNames, tokenValue } from './themeTokens';

/** Families, sizes and weights of the theme, each set in itself. */
export function TypeScale() {
  return (
    <FoundationSurface>
      <h3>Families</h3>
      {tokenNames('fonts').map((name) => (
        <p key={name} style={{ fontFamily: tokenValue(name), fontSize: 18, margin: '8px 0' }}>
          <span style={codeStyle}>{propName(name)}</span> — CryptoVault 0.0042 BTC · {tokenValue(name)}
        </p>
      ))}
      <h3>Sizes</h3>
      {/* A fixed layout gives the sample column only what is left of the frame, so the largest
          sizes wrap inside it instead of running past its edge. */}
      <table style={{ ...tableStyle, tableLayout: 'fixed' }}>
        <tbody>
          {tokenNames('fontSizes').map((name) => (
            <tr key={name}>
              <td style={{ ...cellStyle, ...codeStyle, width: 120 }}>{propName(name)}</td>
              <td style={{ ...cellStyle, ...codeStyle, width: 120 }}>{tokenValue(name)}</td>
              <td style={{ ...cellStyle, fontSize: tokenValue(name), lineHeight: 1.15, overflowWrap: 'anywhere' }}>
                Strongest security
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Weights</h3>
      {tokenNames('fontWeights').map((name) => (
        <p key={name} style={{ fontWeight: Number(tokenValue(name)), margin: '4px 0' }}>
          <span style={codeStyle}>
            {propName(name)} ({tokenValue(name)})
          </span>{' '}
          Discreet packaging
        </p>
      ))}
    </FoundationSurface>
  );
}
