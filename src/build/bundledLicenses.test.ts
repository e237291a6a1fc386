import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledLicenses, packageDirOf } from './bundledLicenses';

const modules = join(process.cwd(), 'node_modules');

describe('packageDirOf', () => {
  it('finds the package of a module, scoped, nested or with a query', () => {
    expect(packageDirOf('/app/node_modules/react/index.js')).toBe('/app/node_modules/react');
    expect(packageDirOf('\0/app/node_modules/@mui/material/Button/Button.js?commonjs-proxy')).toBe('/app/node_modules/@mui/material');
    expect(packageDirOf('/app/node_modules/a/node_modules/b/lib/x.js')).toBe('/app/node_modules/a/node_modules/b');
  });
  it("answers nothing for the app's own code", () => {
    expect(packageDirOf('/app/src/main.tsx')).toBeUndefined();
    expect(packageDirOf('\0vite/preload-helper.js')).toBeUndefined();
  });
});

describe('bundledLicenses', () => {
  it('lists each bundled package once, sorted, with its installed version, licence and licence text', () => {
    const list = bundledLicenses([
      join(modules, 'react-dom/index.js'),
      join(modules, 'react/index.js'),
      join(modules, 'react/jsx-runtime.js'),
      join(modules, '@mui/material/Button/Button.js'),
      join(process.cwd(), 'src/main.tsx'),
    ]);
    expect(list.map((entry) => entry.name)).toEqual(['@mui/material', 'react', 'react-dom']);
    const react = list.find((entry) => entry.name === 'react');
    const manifest = JSON.parse(readFileSync(join(modules, 'react/package.json'), 'utf8')) as { version: string; license: string };
    expect(react).toMatchObject({ version: manifest.version, license: manifest.license });
    expect(react?.notice).toMatch(/Permission is hereby granted/);
  });
});
