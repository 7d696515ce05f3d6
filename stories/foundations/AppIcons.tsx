import appIcons from 'virtual:app-icons';
import { FoundationSurface, codeStyle } from './FoundationSurface';
import { tokenValue } from './themeTokens';

// The icons the app's components import, read from their sources when Storybook builds and
// listed by name (.storybook/appIconsModule.ts): the gallery cannot fall out of date.
const names = Object.keys(appIcons);

/** `MessageCircleWarning` with a break opportunity before each word, so a long name wraps in its cell. */
function BreakableName({ name }: { name: string }) {
  const words = name.split(/(?=[A-Z])/);
  return (
    <>
      {words.map((word, index) => (
        <span key={word + String(index)}>
          {index > 0 ? <wbr /> : null}
          {word}
        </span>
      ))}
    </>
  );
}

/** Each lucide icon the app uses, with the name to import it by. */
export function AppIcons() {
  return (
    <FoundationSurface>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: '24px 16px' }}>
        {names.map((name) => {
          const Icon = appIcons[name];
          return (
            <figure
              key={name}
              style={{ margin: 0, minWidth: 0, textAlign: 'center', color: tokenValue('colors.accent.fg') }}
            >
              {Icon ? <Icon size={28} aria-hidden /> : null}
              <figcaption
                style={{ ...codeStyle, color: tokenValue('colors.fg.muted'), marginTop: 6, overflowWrap: 'anywhere' }}
              >
                <BreakableName name={name} />
              </figcaption>
            </figure>
          );
        })}
      </div>
    </FoundationSurface>
  );
}
