import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from './theme';

const read = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8');

describe('brand colours (defined in theme.ts)', () => {
  it('are what the plain CSS of the chrome uses before any JavaScript runs', () => {
    const css = read('global.css');
    expect(/--vz-primary:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]).toBe(brand.primary);
    expect(/--vz-secondary:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]).toBe(brand.secondary);
  });

  it('are the browser theme colour of index.html', () => {
    expect(/<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(read('../../index.html'))?.[1]).toBe(brand.secondary);
  });
});
