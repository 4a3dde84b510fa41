import type { Locator, Page } from '@playwright/test';

// The text view of mf-tagging (the tagging and anonymisation screens): its blocks carry `data-block-start`, and
// a passage may cross several text nodes (highlights, blocks).

/** Drags the mouse over the first occurrence of `content` in `region`'s text, as a user selects it. */
export async function selectInText(page: Page, region: Locator, content: string): Promise<void> {
  const { from, to } = await region.evaluate((element, wanted) => {
    const blocks = Array.from(element.querySelectorAll<HTMLElement>('[data-block-start]'));
    const text = blocks.map((block) => block.textContent ?? '').join('');
    const start = text.indexOf(wanted);
    if (start === -1) throw new Error(`"${wanted}" is not in the text`);
    const pointAt = (offset: number) => {
      let before = 0;
      for (const block of blocks) {
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (offset <= before + node.length) return { node, offset: offset - before };
          before += node.length;
        }
      }
      throw new Error(`no text at ${offset}`);
    };
    const range = document.createRange();
    const first = pointAt(start);
    const last = pointAt(start + wanted.length);
    range.setStart(first.node, first.offset);
    range.setEnd(last.node, last.offset);
    // Into the middle of the text's own scroll.
    const box = range.getBoundingClientRect();
    const view = element.getBoundingClientRect();
    element.scrollTop += box.top - view.top - view.height / 2;
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    const head = rects[0];
    const tail = rects[rects.length - 1];
    if (!head || !tail) throw new Error(`"${wanted}" is not laid out`);
    return {
      from: { x: head.left + 1, y: head.top + head.height / 2 },
      to: { x: tail.right - 1, y: tail.top + tail.height / 2 },
    };
  }, content);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}
