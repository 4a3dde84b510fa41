import { MIN_LEFT_PX, TOOLBOX_GAP_PX, toolboxPlacement, type PlacementInput } from './placement';

const at = (top: number, left = 600, overrides: Partial<PlacementInput> = {}) =>
  toolboxPlacement({
    selection: { top, bottom: top + 20, left, width: 100 },
    reopened: false,
    toolboxWidth: 320,
    viewportWidth: 1440,
    ...overrides,
  });

describe('toolboxPlacement', () => {
  it('opens above a selection lower than 300 px from the top', () => {
    expect(at(300)).toEqual({ side: 'above', top: 300 - TOOLBOX_GAP_PX, left: 650 - 160 });
    expect(at(640).side).toBe('above');
  });

  it('flips below a selection within 300 px of the top', () => {
    expect(at(299)).toEqual({ side: 'below', top: 319 + TOOLBOX_GAP_PX, left: 490 });
    expect(at(0).side).toBe('below');
  });

  it('flips below only within 150 px when reopened from a highlight', () => {
    expect(at(200, 600, { reopened: true }).side).toBe('above');
    expect(at(150, 600, { reopened: true }).side).toBe('above');
    expect(at(149, 600, { reopened: true }).side).toBe('below');
  });

  it('never goes further left than 160 px', () => {
    expect(at(400, 0).left).toBe(MIN_LEFT_PX);
    expect(at(400, 100).left).toBe(MIN_LEFT_PX);
    expect(at(400, 400).left).toBe(290);
  });

  it('stays inside the window on the right', () => {
    expect(at(400, 1400).left).toBe(1440 - 320 - TOOLBOX_GAP_PX);
  });

  it("stays inside a phone's window, where 160 px would push it out", () => {
    const phone = { viewportWidth: 390, toolboxWidth: 300 };
    expect(at(400, 0, phone).left).toBe(TOOLBOX_GAP_PX);
    expect(at(400, 300, phone).left).toBe(390 - 300 - TOOLBOX_GAP_PX);
  });
});
