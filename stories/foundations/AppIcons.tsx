import type { ComponentType } from 'react';
import * as lucide from 'lucide-react';
import { FoundationSurface, codeStyle } from './FoundationSurface';
import { tokenValue } from './themeTokens';

// The app's sources, read as text when Storybook builds: the gallery lists exactly the icons the
// code imports, so it cannot fall out of date.
const sources = import.meta.glob<string>('../../src/**/*.tsx', { query: '?raw', import: 'default', eager: true });

const lucideImport = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

function iconNamesIn(source: string): string[] {
  return [...source.matchAll(lucideImport)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter((name) => /^[A-Z]/.test(name) && !name.endsWith('Props') && name !== 'LucideIcon'),
  );
}

const icons = lucide as unknown as Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>;

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
  const names = [...new Set(Object.values(sources).flatMap(iconNamesIn))].sort();
  return (
    <FoundationSurface>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: '24px 16px' }}>
        {names.map((name) => {
          const Icon = icons[name];
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
