const lucideImport = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

/**
 * The lucide icons a source file imports by name: `import { Laptop, MapPin as Pin, type
 * LucideIcon } from 'lucide-react'` gives Laptop and MapPin. Types (`LucideIcon`, `...Props`) are
 * not icons.
 */
export function lucideIconsImportedBy(source: string): string[] {
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
