// Where the toolbox opens (specification 001, section 5 "Tagging"): above the selection, or below it when the
// selection is within 300 px of the top of the window (150 px when the toolbox is reopened from a highlight,
// whose toolbox is shorter), and never further left than 160 px; on a window too narrow for that, inside it.

export const FLIP_BELOW_WITHIN_PX = 300;
export const FLIP_BELOW_WITHIN_REOPENED_PX = 150;
export const MIN_LEFT_PX = 160;
/** Between the selection and the toolbox, and between the toolbox and the window's edge. */
export const TOOLBOX_GAP_PX = 8;

export interface PlacementInput {
  /** The selection's box in the window (a DOMRect's top, bottom, left and width). */
  selection: { top: number; bottom: number; left: number; width: number };
  /** Reopened from a clicked highlight rather than opened on a new selection. */
  reopened: boolean;
  toolboxWidth: number;
  viewportWidth: number;
}

export interface Placement {
  /** above: `top` is where the toolbox's bottom edge goes; below: where its top edge goes. */
  side: 'above' | 'below';
  /** In the window's coordinates. */
  top: number;
  left: number;
}

export function toolboxPlacement({ selection, reopened, toolboxWidth, viewportWidth }: PlacementInput): Placement {
  const threshold = reopened ? FLIP_BELOW_WITHIN_REOPENED_PX : FLIP_BELOW_WITHIN_PX;
  const side = selection.top < threshold ? 'below' : 'above';
  const top = side === 'below' ? selection.bottom + TOOLBOX_GAP_PX : selection.top - TOOLBOX_GAP_PX;
  const centred = selection.left + selection.width / 2 - toolboxWidth / 2;
  const rightmost = viewportWidth - toolboxWidth - TOOLBOX_GAP_PX;
  // The specification's minimum holds where the window leaves room for it right of 160 px.
  const leftmost = rightmost >= MIN_LEFT_PX ? MIN_LEFT_PX : TOOLBOX_GAP_PX;
  const left = Math.max(leftmost, Math.min(centred, Math.max(leftmost, rightmost)));
  return { side, top, left };
}
