import { SUGGESTED_LABEL_COLOR as CONTRACT_SUGGESTED_COLOR } from '@lexdesk/shared/contract';
import {
  contrastRatio,
  LABEL_PALETTE,
  LABEL_TEXT_COLOR,
  nextPaletteColor,
  SUGGESTED_LABEL_COLOR,
  textColorOn,
} from './palette';

describe('the label palette', () => {
  it('has 8 distinct colours of 6 hex digits', () => {
    expect(new Set(LABEL_PALETTE).size).toBe(8);
    for (const color of LABEL_PALETTE) expect(color).toMatch(/^[0-9A-F]{6}$/);
  });

  it.each([...LABEL_PALETTE, SUGGESTED_LABEL_COLOR])('reads dark text on %s at AA (4.5:1)', (color) => {
    expect(textColorOn(color)).toBe(LABEL_TEXT_COLOR);
    expect(contrastRatio(color, LABEL_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on a dark colour a label may come with', () => {
    expect(textColorOn('1D4F91')).toBe('FFFFFF');
    expect(contrastRatio('1D4F91', 'FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the contrast ratios WCAG gives (black on white 21, same colour 1)', () => {
    expect(contrastRatio('000000', 'FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('777777', '777777')).toBe(1);
  });

  it("gives suggested tags the contract's colour", () => {
    expect(SUGGESTED_LABEL_COLOR).toBe(CONTRACT_SUGGESTED_COLOR);
  });

  it('offers the first colour no label uses, then the palette in turn', () => {
    expect(nextPaletteColor([])).toBe(LABEL_PALETTE[0]);
    expect(nextPaletteColor(['ffd166', 'A0E7E5'])).toBe(LABEL_PALETTE[2]);
    expect(nextPaletteColor([...LABEL_PALETTE, 'E68A70'])).toBe(LABEL_PALETTE[1]);
  });
});
