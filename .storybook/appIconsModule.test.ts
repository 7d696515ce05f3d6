import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appIconNames, appIconsSource } from './appIconsModule';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the Icons page module', () => {
  it('lists each icon the components import once, sorted, from every folder and no other kind of file', () => {
    const src = mkdtempSync(path.join(tmpdir(), 'app-icons-'));
    folders.push(src);
    mkdirSync(path.join(src, 'features/shop'), { recursive: true });
    writeFileSync(path.join(src, 'Logo.tsx'), "import { Vault, Copy } from 'lucide-react';");
    writeFileSync(path.join(src, 'features/shop/Cart.tsx'), "import { ShoppingCart, Copy } from 'lucide-react';");
    writeFileSync(path.join(src, 'features/shop/cart.ts'), "import { Trash } from 'lucide-react';");
    expect(appIconNames(src)).toEqual(['Copy', 'ShoppingCart', 'Vault']);
  });

  it('imports those icons one by one and hands them over by name', () => {
    expect(appIconsSource(['Copy', 'Vault'])).toBe(
      "import { Copy, Vault } from 'lucide-react';\nexport default { Copy, Vault };\n",
    );
  });
});
