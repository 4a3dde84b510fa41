import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads the real file, so a token edited below AA contrast fails here.
const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const tokens = new Map<string, string>();
for (const match of css.matchAll(/--lx-([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)) tokens.set(match[1] ?? '', match[2] ?? '');

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function color(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`token --lx-${name} missing`);
  return value;
}

describe('design tokens', () => {
  it.each([
    ['color-text', 'color-surface', 4.5],
    ['color-text', 'color-bg', 4.5],
    ['color-text-muted', 'color-surface', 4.5],
    ['color-text-muted', 'color-bg', 4.5],
    ['color-text-muted', 'color-primary-soft', 4.5],
    ['color-link', 'color-surface', 4.5],
    ['color-link', 'color-bg', 4.5],
    ['color-primary', 'color-primary-soft', 4.5],
    ['color-on-primary', 'color-primary', 4.5],
    ['color-on-primary', 'color-primary-hover', 4.5],
    ['color-on-primary', 'color-danger', 4.5],
    ['color-on-primary', 'color-danger-hover', 4.5],
    ['color-disabled-text', 'color-disabled-bg', 4.5],
    ['color-danger', 'color-surface', 4.5],
    ['color-danger', 'color-danger-soft', 4.5],
    ['color-success', 'color-success-soft', 4.5],
    ['color-warning', 'color-warning-soft', 4.5],
    ['color-text', 'color-danger-soft', 4.5],
    ['color-border', 'color-surface', 3],
    ['color-focus', 'color-surface', 3],
  ])('%s on %s reaches %s:1', (foreground, background, minimum) => {
    expect(contrast(color(foreground), color(background))).toBeGreaterThanOrEqual(minimum);
  });
});
