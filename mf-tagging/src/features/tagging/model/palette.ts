// The labels' colours (specification 001, section 9: "Label palette: 8 colour codes, each with contrast dark"):
// light tints that dark text reads on at WCAG AA (4.5:1 and more, palette.test.ts), distinct enough side by side.
// Colours are stored as the API keeps them: 6 hex digits without #.

/** The text colour on every label colour (the design tokens' --lx-color-text). */
export const LABEL_TEXT_COLOR = '1F2933';

export const LABEL_PALETTE = ['FFD166', 'A0E7E5', 'B4F8C8', 'FBC4E2', 'C7CEEA', 'FFB997', 'D4E09B', '9AD1F5'] as const;

/**
 * Suggested tags' colour (section 9, "Default AI-suggested tag colour"): the contract's SUGGESTED_LABEL_COLOR,
 * whose module the browser imports types only from (palette.test.ts checks they agree).
 */
export const SUGGESTED_LABEL_COLOR = 'E68A70';

/** The WCAG relative luminance of a colour (6 hex digits). */
export function luminanceOf(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour that reads best on a background: the dark text, or white on a dark label colour. */
export function textColorOn(background: string): string {
  return contrastRatio(background, LABEL_TEXT_COLOR) >= contrastRatio(background, 'FFFFFF')
    ? LABEL_TEXT_COLOR
    : 'FFFFFF';
}

/** A colour for a new label: the first of the palette no label uses yet, else the palette in turn. */
export function nextPaletteColor(used: readonly string[]): string {
  const taken = new Set(used.map((color) => color.toUpperCase()));
  return (
    LABEL_PALETTE.find((color) => !taken.has(color)) ?? LABEL_PALETTE[used.length % LABEL_PALETTE.length] ?? 'FFD166'
  );
}

export const isHexColor = (value: string) => /^[0-9A-Fa-f]{6}$/.test(value);
