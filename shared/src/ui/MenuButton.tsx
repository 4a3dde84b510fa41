import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './MenuButton.module.css';
import type { ButtonVariant } from './Button';
import buttonStyles from './Button.module.css';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Drawn in the danger colour (a deletion); the label must say it too. */
  danger?: boolean;
}

export interface MenuButtonProps {
  /** The button's visible content. */
  label: ReactNode;
  /** The button's accessible name when `label` is an icon or not explicit enough ("Actions du document"). */
  ariaLabel?: string;
  items: MenuItem[];
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** The side the menu is aligned to under the button. */
  align?: 'start' | 'end';
  disabled?: boolean;
  className?: string;
}

/**
 * A menu button (WAI-ARIA APG "menu button"): Enter, Space or ArrowDown open it on the first item, ArrowUp on
 * the last; ArrowUp/ArrowDown move (wrapping), Home/End jump, a letter moves to the next item starting with
 * it; Enter or Space chooses; Escape closes and gives the focus back to the button; Tab or a click outside
 * closes.
 */
export function MenuButton({
  label,
  ariaLabel,
  items,
  variant = 'secondary',
  size = 'md',
  align = 'start',
  disabled = false,
  className,
}: MenuButtonProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const buttonId = `lx-menu-button-${id}`;
  const menuId = `lx-menu-${id}`;
  const [open, setOpen] = useState(false);
  // The item to focus once the menu is rendered (-1: none).
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);

  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  useEffect(() => {
    if (open && active >= 0) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number | undefined) => {
    setOpen(true);
    setActive(index ?? -1);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setActive(-1);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(enabled[0]);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(enabled[enabled.length - 1]);
    }
  };

  const move = (from: number, step: 1 | -1) => {
    if (enabled.length === 0) return;
    const position = enabled.indexOf(from);
    const next = position < 0 ? 0 : (position + step + enabled.length) % enabled.length;
    setActive(enabled[next] ?? -1);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = items[active];
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(active, 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(active, -1);
        break;
      case 'Home':
        event.preventDefault();
        setActive(enabled[0] ?? -1);
        break;
      case 'End':
        event.preventDefault();
        setActive(enabled[enabled.length - 1] ?? -1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (item) choose(item);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLocaleLowerCase();
          const order = [...enabled.filter((index) => index > active), ...enabled.filter((index) => index <= active)];
          const match = order.find((index) => items[index]?.label.trim().toLocaleLowerCase().startsWith(letter));
          if (match !== undefined) setActive(match);
        }
    }
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        disabled={disabled}
        className={cx(buttonStyles.button, buttonStyles[variant], size === 'sm' && buttonStyles.sm)}
        // Enter and Space click a button: both open the menu on its first item, as a pointer click does.
        onClick={() => (open ? close(false) : openAt(enabled[0]))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={cx(styles.menu, align === 'end' && styles.end)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              className={cx(styles.item, item.danger && styles.danger)}
              onClick={() => choose(item)}
              onMouseMove={() => {
                if (!item.disabled && active !== index) setActive(index);
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
