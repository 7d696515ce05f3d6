import { describe, expect, it } from 'vitest';
import { lucideIconsImportedBy } from './lucideImports';

describe('lucideIconsImportedBy', () => {
  it('reads each icon of an import, over several lines, by the name it is exported as', () => {
    const source = [
      "import { Box } from '@chakra-ui/react';",
      'import {',
      '  Laptop,',
      '  MapPin as Pin,',
      '  type LucideIcon,',
      '  type LucideProps,',
      "} from 'lucide-react';",
      'import { Copy } from "lucide-react";',
    ].join('\n');
    expect(lucideIconsImportedBy(source)).toEqual(['Laptop', 'MapPin', 'Copy']);
  });

  it('reads nothing from a file without a lucide import, or from a type-only name', () => {
    expect(lucideIconsImportedBy("import { Laptop } from './icons';")).toEqual([]);
    expect(lucideIconsImportedBy("import { type LucideIcon, createLucideIcon } from 'lucide-react';")).toEqual([]);
  });
});
