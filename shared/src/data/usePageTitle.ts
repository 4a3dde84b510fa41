import { useEffect } from 'react';

/**
 * Names the browser tab after what the screen shows (a case's tab and litigant, a search's terms): `title`, then
 * the shell's suffix (" · LexDesk"). The shell writes the route's title in an effect of its frame, which runs
 * after this one, and again whenever its texts change (a remote's catalogue arriving): the title element is
 * watched, and this title put back, keeping the shell's suffix, whenever something else wrote it. `null`, or
 * leaving the screen, stops the watch, and the shell's next route title stays.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return undefined;
    const apply = () => {
      const current = document.title;
      const separator = current.lastIndexOf(' · ');
      const wanted = separator >= 0 ? `${title}${current.slice(separator)}` : title;
      if (current !== wanted) document.title = wanted;
    };
    let watching = true;
    const observer = new MutationObserver(() => {
      if (watching) apply();
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    queueMicrotask(() => {
      if (watching) apply();
    });
    return () => {
      watching = false;
      observer.disconnect();
    };
  }, [title]);
}
