import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { describedBy, FieldError, useFieldIds } from './field';
import fieldStyles from './Field.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The option's own language (a language named in itself), for screen readers' pronunciation. */
  lang?: string;
}

export interface SelectOnlyProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** One of the options' values. */
  value: string;
  onChange: (value: string, option: SelectOption) => void;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  id?: string;
  /**
   * A native select of that name mirrors the value: it travels with a native form submission, and the first
   * paint's hand-over (which carries a value by field name) reaches the component through it.
   */
  name?: string;
  /** The label beside the control rather than above it, and a compact control (the language switch). */
  compact?: boolean;
  containerClassName?: string;
}

/** Typed letters within this delay make one search ("ne" finds "Nederlands" before "English"). */
const TYPE_AHEAD_MS = 500;
const PAGE_STEP = 10;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The kit's dropdown for a choice among a few fixed options: the select-only combobox of the WAI-ARIA APG. The
 * focus stays on the combobox (a button showing the chosen label) and the highlighted option is its
 * aria-activedescendant. Closed: ArrowDown, ArrowUp, Enter, Space or Alt+ArrowDown open it on the chosen option,
 * Home and End on the first and last, a letter on the next option starting with it. Open: ArrowUp/ArrowDown move,
 * Home/End and PageUp/PageDown jump, letters search, Enter, Space, Tab and Alt+ArrowUp choose, Escape closes
 * without a change. `Select` with `searchable={false}` is this component; the shell uses it from the core entry.
 * Rendered outside a browser (a page prerendered at build time, before any script runs) it is a native select of
 * the same look, usable at once.
 */
export function SelectOnly({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  disabled = false,
  id,
  name,
  compact = false,
  containerClassName,
}: SelectOnlyProps) {
  const ids = useFieldIds(id);
  const listboxId = `${ids.inputId}-listbox`;
  const optionId = (index: number) => `${ids.inputId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Opens upwards when there is no room under the control (the footer's language switch).
  const [upwards, setUpwards] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  useLayoutEffect(() => {
    if (!open || !rootRef.current) return;
    const box = rootRef.current.getBoundingClientRect();
    const below = window.innerHeight - box.bottom;
    setUpwards(below < 200 && box.top > below);
  }, [open]);

  const activeId = open && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the highlighted option in view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    typed.current = { text: '', at: 0 };
  };
  const choose = (index: number) => {
    const option = options[index];
    close();
    if (option && !option.disabled && option.value !== value) onChange(option.value, option);
  };
  /** The enabled option nearest to `index` in the direction of `step`, staying at the ends. */
  const move = (from: number, step: number) => {
    const target = Math.max(0, Math.min(options.length - 1, from + step));
    const forward = step > 0 ? enabled.filter((i) => i >= target) : enabled.filter((i) => i <= target).reverse();
    return forward[0] ?? from;
  };
  /** The next enabled option whose label starts with what was typed, after `from`. */
  const search = (key: string, from: number) => {
    const now = Date.now();
    const repeated = typed.current.text === key;
    typed.current = {
      text: now - typed.current.at < TYPE_AHEAD_MS && !repeated ? typed.current.text + key : key,
      at: now,
    };
    const wanted = fold(typed.current.text);
    const start = typed.current.text.length > 1 ? from : from + 1;
    const order = [...enabled.filter((i) => i >= start), ...enabled.filter((i) => i < start)];
    return order.find((i) => fold(options[i]?.label ?? '').startsWith(wanted));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { key, altKey } = event;
    const current = open ? active : selectedIndex;
    const printable = key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey;
    if (printable || (key === ' ' && typed.current.text !== '' && Date.now() - typed.current.at < TYPE_AHEAD_MS)) {
      event.preventDefault();
      const found = search(key, Math.max(current, 0));
      if (found !== undefined) openAt(found);
      else if (!open) openAt(current);
      return;
    }
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key))
        openAt(selectedIndex >= 0 ? selectedIndex : (enabled[0] ?? -1));
      else if (key === 'Home') openAt(enabled[0] ?? -1);
      else if (key === 'End') openAt(enabled[enabled.length - 1] ?? -1);
      else return;
      event.preventDefault();
      return;
    }
    switch (key) {
      case 'ArrowDown':
        setActive(move(active, 1));
        break;
      case 'ArrowUp':
        if (altKey) choose(active);
        else setActive(move(active, -1));
        break;
      case 'Home':
        setActive(enabled[0] ?? active);
        break;
      case 'End':
        setActive(enabled[enabled.length - 1] ?? active);
        break;
      case 'PageDown':
        setActive(move(active, PAGE_STEP));
        break;
      case 'PageUp':
        setActive(move(active, -PAGE_STEP));
        break;
      case 'Enter':
      case ' ':
        choose(active);
        break;
      case 'Escape':
        // Stops here: a surrounding dialog stays open.
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        // The highlighted option is taken, and the focus moves on as Tab does.
        choose(active);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const labelNode = (
    <label id={ids.labelId} htmlFor={ids.inputId} className={compact ? styles.compactLabel : fieldStyles.label}>
      {label}
    </label>
  );

  // A page rendered before any script (the first paint): a native select, the same box, working at once.
  if (typeof document === 'undefined') {
    return (
      <div className={cx(compact ? styles.compactField : fieldStyles.field, containerClassName)}>
        {labelNode}
        <div className={cx(fieldStyles.control, styles.wrapper)}>
          <select
            id={ids.inputId}
            name={name}
            defaultValue={value}
            disabled={disabled}
            className={cx(fieldStyles.input, fieldStyles.withTrailing, styles.trigger, compact && styles.compact)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
          <Chevron />
        </div>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={cx(compact ? styles.compactField : fieldStyles.field, containerClassName)}>
      {labelNode}
      {hint ? (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={cx(fieldStyles.control, styles.wrapper, open && styles.open)}>
        <button
          id={ids.inputId}
          type="button"
          role="combobox"
          aria-labelledby={ids.labelId}
          aria-describedby={describedBy(ids, !!hint, !!error)}
          aria-invalid={error ? true : undefined}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          disabled={disabled}
          className={cx(
            fieldStyles.input,
            fieldStyles.withTrailing,
            styles.trigger,
            compact && styles.compact,
            error && fieldStyles.invalid,
          )}
          onClick={() => (open ? close() : openAt(selectedIndex >= 0 ? selectedIndex : (enabled[0] ?? -1)))}
          onKeyDown={onKeyDown}
          onBlur={close}
        >
          <span lang={selected?.lang}>{selected?.label ?? ''}</span>
        </button>
        <Chevron />
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={ids.labelId}
          tabIndex={-1}
          hidden={!open}
          className={cx(styles.panel, compact && styles.compactPanel, upwards && styles.upwards)}
          // Keeps the focus on the combobox while an option is clicked (its blur would close the list first).
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              lang={option.lang}
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              className={cx(styles.option, index === active && styles.active)}
              onClick={() => {
                if (!option.disabled) choose(index);
              }}
              onMouseMove={() => {
                if (index !== active && !option.disabled) setActive(index);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      {name ? (
        <select
          name={name}
          value={value}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const index = options.findIndex((option) => option.value === event.target.value);
            if (index >= 0) choose(index);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

function Chevron() {
  return (
    <span className={cx(fieldStyles.trailing, styles.chevronBox)} aria-hidden="true">
      <svg className={styles.chevron} viewBox="0 0 16 16" focusable="false">
        <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
    </span>
  );
}
