import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { lucideIconsImportedBy } from './lucideImports.ts';

export const APP_ICONS_MODULE = 'virtual:app-icons';
const resolvedId = `\0${APP_ICONS_MODULE}`;

/** Every lucide icon that a component under `srcDir` imports, sorted by name. */
export function appIconNames(srcDir: string): string[] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
  const names = files.flatMap((file) => lucideIconsImportedBy(readFileSync(path.join(srcDir, file), 'utf8')));
  return [...new Set(names)].sort();
}

/** The module's code: those icons, imported one by one, as one object by name. */
export function appIconsSource(names: string[]): string {
  return `import { ${names.join(', ')} } from 'lucide-react';\nexport default { ${names.join(', ')} };\n`;
}

/**
 * `virtual:app-icons` for the Icons page (stories/foundations/AppIcons.tsx): the icons the app's
 * components import, and no others. The page once imported the whole of lucide-react to look them
 * up by name, and the build then put every icon (966 KiB) in a chunk that every story loaded.
 */
export function appIconsModule(srcDir: string): Plugin {
  let served = '';
  return {
    name: 'cryptovault:app-icons',
    resolveId: (id) => (id === APP_ICONS_MODULE ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      served = appIconsSource(appIconNames(srcDir));
      return served;
    },
    configureServer(server) {
      // While Storybook runs, a component that starts or stops using an icon updates the page; an
      // edit that leaves the set as it was reloads nothing.
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(srcDir) || !file.endsWith('.tsx')) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (!module) return;
        let now: string;
        try {
          now = appIconsSource(appIconNames(srcDir));
        } catch {
          return; // A file gone between the listing and its reading: the next event reads again.
        }
        if (now !== served) void server.reloadModule(module);
      });
    },
  };
}
