import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cx } from './cx';
import styles from './Tabs.module.css';

/** How much of the neighbouring tab stays in sight beside the active one: the bar visibly goes on. */
const NEIGHBOUR_PEEK_PX = 32;

/**
 * Scrolls a tab bar sideways, and only sideways (never the page), so that its selected item is in sight with a
 * little of its neighbour: on a phone the bar is wider than the screen and the current tab may be its last.
 */
function revealInTabBar(bar: HTMLElement, item: HTMLElement): void {
  const box = bar.getBoundingClientRect();
  const tab = item.getBoundingClientRect();
  const peek = Math.min(NEIGHBOUR_PEEK_PX, Math.max(0, (box.width - tab.width) / 2));
  let offset = 0;
  if (tab.left < box.left + peek) offset = tab.left - (box.left + peek);
  else if (tab.right > box.right - peek) offset = tab.right - (box.right - peek);
  if (offset !== 0) bar.scrollLeft = Math.max(0, bar.scrollLeft + offset);
}

/**
 * Keeps the bar's selected item (found by `selector`) in sight whenever the selection changes, measured in the next
 * animation frame, where the browser lays the page out anyway. An effect alone is not enough: React runs pending
 * effects before its next render, in the same task, and a signed-in start renders again as its data arrives; the
 * measure then laid the whole new page out inside the task that rendered it (41 ms of a 59 ms task, phone at 4×).
 */
function useSelectedInSight(bar: RefObject<HTMLElement | null>, selector: string, activeKey: string): void {
  useEffect(() => {
    const reveal = () => {
      const element = bar.current;
      const selected = element?.querySelector<HTMLElement>(selector);
      if (element && selected) revealInTabBar(element, selected);
    };
    if (typeof requestAnimationFrame !== 'function') {
      reveal();
      return undefined;
    }
    const frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [bar, selector, activeKey]);
}

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list (aria-label). */
  label: string;
  items: readonly TabItem[];
  activeKey: string;
  onSelect: (key: string) => void;
  /** The active tab's panel. Without it, the caller renders the content and only the tab list is drawn. */
  children?: ReactNode;
  className?: string;
}

/** In-page tabs (WAI-ARIA APG "tabs", automatic activation, roving tabindex). */
export function Tabs({ label, items, activeKey, onSelect, children, className }: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;
  const hasPanel = children !== undefined;
  const enabled = items.filter((item) => !item.disabled);
  const listRef = useRef<HTMLDivElement>(null);
  useSelectedInSight(listRef, '[aria-selected="true"]', activeKey);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabled.findIndex((item) => item.key === activeKey);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(current + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(current - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <div className={className}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) refs.current.set(item.key, element);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={hasPanel && selected ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx(styles.tab, selected && styles.active)}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId(activeKey)}
          aria-labelledby={tabId(activeKey)}
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export interface LinkTabRenderProps {
  className: string;
  'aria-current': 'page' | undefined;
}

export interface LinkTabItem {
  key: string;
  /** Draws the link (a router NavLink or Link): the kit does not depend on the router. */
  render: (props: LinkTabRenderProps) => ReactNode;
}

export interface LinkTabsProps {
  label: string;
  items: readonly LinkTabItem[];
  activeKey: string;
  className?: string;
}

/**
 * Tabs that are routes (a case's demand, documents...): navigation links with aria-current, not
 * role="tab", because each one loads a page and keeps its own URL. Wider than the screen, the bar scrolls
 * sideways and keeps the current tab in sight.
 */
export function LinkTabs({ label, items, activeKey, className }: LinkTabsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useSelectedInSight(listRef, '[aria-current="page"]', activeKey);
  return (
    <nav aria-label={label} className={className}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <li key={item.key}>
              {item.render({
                className: cx(styles.tab, selected && styles.active),
                'aria-current': selected ? 'page' : undefined,
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
