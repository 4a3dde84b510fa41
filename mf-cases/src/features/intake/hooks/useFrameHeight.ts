import { useEffect } from 'react';

export const INTAKE_HEIGHT_MESSAGE = 'lexdesk:intake:height';

/**
 * When the page is framed (the casus widget, shell/public/casus.js), tells the parent page its height
 * at every size change so that the iframe fits it without a scroll bar of its own. The message holds
 * nothing but a number, and the parent's origin is not known here (any firm's site), hence '*'.
 */
export function useFrameHeight(): void {
  useEffect(() => {
    if (window.parent === window) return;
    const { body } = document;
    let last = -1;
    const post = () => {
      const height = Math.ceil(body.scrollHeight);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: INTAKE_HEIGHT_MESSAGE, height }, '*');
    };
    post();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(post);
    observer.observe(body);
    return () => observer.disconnect();
  }, []);
}
