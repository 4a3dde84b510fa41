import { cx } from '@lexdesk/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { foldText } from '../../../common/text-view/model/search';
import type { LabelDraft } from '../model/labelling';
import styles from './Tagging.module.css';

/** How long typed letters add up to one search (WAI-ARIA listbox type-ahead). */
export const TYPE_AHEAD_RESET_MS = 700;

/** The index of the label a type-ahead search lands on: from the one after `from`, round, by the start of its name. */
export function typeAheadMatch(labels: readonly Pick<LabelDraft, 'name'>[], typed: string, from: number): number {
  const needle = foldText(typed);
  if (!needle || labels.length === 0) return -1;
  // Typing one letter again steps through the labels starting with it.
  const repeated = needle.length > 1 && [...needle].every((char) => char === needle[0]);
  const prefix = repeated ? (needle[0] ?? '') : needle;
  const start = repeated || needle.length === 1 ? from + 1 : from;
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (foldText(labels[index]?.name ?? '').startsWith(prefix)) return index;
  }
  return -1;
}

export interface LabelListboxProps {
  labels: readonly LabelDraft[];
  /** Names the list. */
  label: string;
  onPick: (label: LabelDraft) => void;
  autoFocus?: boolean;
}

/**
 * The labels to choose from in the toolbox (a WAI-ARIA listbox): arrows, Home and End move, Enter or Space
 * chooses; typing a label's first letters goes to it (type-ahead); the keys 1 to 9 choose the first nine labels.
 */
export function LabelListbox({ labels, label, onPick, autoFocus = false }: LabelListboxProps) {
  const intl = useIntl();
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    if (autoFocus) listRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (active >= labels.length) setActive(Math.max(0, labels.length - 1));
  }, [active, labels.length]);

  useEffect(() => {
    document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const last = labels.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, index)));
    };
    if (event.key === 'ArrowDown') return move(active + 1);
    if (event.key === 'ArrowUp') return move(active - 1);
    if (event.key === 'Home') return move(0);
    if (event.key === 'End') return move(last);
    if (event.key === 'Enter' || event.key === ' ') {
      const chosen = labels[active];
      if (!chosen) return;
      event.preventDefault();
      onPick(chosen);
      return;
    }
    if (/^[1-9]$/.test(event.key)) {
      const chosen = labels[Number(event.key) - 1];
      if (!chosen) return;
      event.preventDefault();
      onPick(chosen);
      return;
    }
    if (event.key.length === 1 && event.key !== ' ') {
      const now = Date.now();
      const text = now - typed.current.at > TYPE_AHEAD_RESET_MS ? event.key : typed.current.text + event.key;
      typed.current = { text, at: now };
      const found = typeAheadMatch(labels, text, active);
      if (found !== -1) move(found);
    }
  };

  return (
    <div
      ref={listRef}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={labels.length > 0 ? `${id}-${active}` : undefined}
      className={styles.listbox}
      onKeyDown={onKeyDown}
    >
      {labels.map((item, index) => (
        <div
          key={item.key}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={cx(styles.option, index === active && styles.optionActive)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
        >
          <span className={styles.swatch} style={{ backgroundColor: `#${item.color}` }} aria-hidden="true" />
          <span className={styles.optionName}>{item.name}</span>
          {index < 9 ? (
            <kbd
              className={styles.shortcut}
              aria-label={intl.formatMessage({ id: 'tagging.toolbox.shortcut' }, { key: index + 1 })}
            >
              {index + 1}
            </kbd>
          ) : null}
        </div>
      ))}
    </div>
  );
}
