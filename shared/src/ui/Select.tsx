// The pieces core also exports come from '@lexdesk/shared/core', whose copy every page already has: relative
// imports would carry second copies of them into '@lexdesk/shared/lists'.
import { FieldError, SelectOnly, useFieldIds, VisuallyHidden } from '@lexdesk/shared/core';
import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from './cx';
import { describedBy } from './field';
import fieldStyles from './Field.module.css';
import styles from './Select.module.css';
import type { SelectOption } from './SelectOnly';

export type { SelectOption } from './SelectOnly';

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null, option: SelectOption | null) => void;
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  /** Adds a hidden input so that the value also travels with a native form submission. */
  name?: string;
  hideLabel?: boolean;
  /** Defaults to "Pas de résultat" (common.noResult). */
  noResultLabel?: string;
  /** The typed text, for callers that search on the server. */
  onSearchChange?: (text: string) => void;
  /** Set to false when the options already come filtered (server search). */
  filterOptions?: boolean;
  loading?: boolean;
  onBlur?: () => void;
  containerClassName?: string;
  /**
   * false: a choice among a few fixed options, without typing (the select-only combobox, `SelectOnly`): what a
   * native select is for, in the kit's look. `value` must then be one of the options' values.
   */
  searchable?: boolean;
}

/** Case- and accent-insensitive: "preavis" finds "Préavis". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function filterSelectOptions(options: readonly SelectOption[], search: string): SelectOption[] {
  const needle = normalizeSearch(search);
  if (!needle) return [...options];
  return options.filter((option) => normalizeSearch(option.label).includes(needle));
}

function nextEnabled(options: readonly SelectOption[], from: number, step: 1 | -1): number {
  if (options.length === 0) return -1;
  for (let i = 1; i <= options.length; i += 1) {
    const index = (from + step * i + options.length * 2) % options.length;
    if (!options[index]?.disabled) return index;
  }
  return -1;
}

/**
 * The kit's one dropdown. By default an editable combobox with list autocomplete (WAI-ARIA APG "combobox"
 * pattern): focus stays in the input, the highlighted option is exposed with aria-activedescendant. With
 * `searchable={false}`, the select-only combobox (`SelectOnly`), same look and panel.
 */
export function Select(props: SelectProps) {
  if (props.searchable !== false) return <SearchableSelect {...props} />;
  const { label, options, value, onChange, hint, error, disabled, id, name, containerClassName } = props;
  return (
    <SelectOnly
      label={label}
      options={options}
      value={value ?? ''}
      onChange={(chosen, option) => onChange(chosen, option)}
      hint={hint}
      error={error}
      disabled={disabled}
      id={id}
      name={name}
      containerClassName={containerClassName}
    />
  );
}

function SearchableSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  disabled = false,
  required,
  id,
  name,
  hideLabel = false,
  noResultLabel,
  onSearchChange,
  filterOptions = true,
  loading = false,
  onBlur,
  containerClassName,
}: SelectProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const listboxId = `${ids.inputId}-listbox`;
  const optionId = (index: number) => `${ids.inputId}-option-${index}`;

  const [open, setOpen] = useState(false);
  // null while the user is not typing: the input then shows the selected option's label.
  const [search, setSearch] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selected = useMemo(() => options.find((option) => option.value === value) ?? null, [options, value]);
  const visible = useMemo(
    () => (search !== null && filterOptions ? filterSelectOptions(options, search) : [...options]),
    [options, search, filterOptions],
  );

  const activeId = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the highlighted option in view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openList = (list: readonly SelectOption[], preferSelected: boolean) => {
    setOpen(true);
    const selectedIndex = preferSelected && selected ? list.findIndex((option) => option.value === selected.value) : -1;
    setActiveIndex(selectedIndex >= 0 ? selectedIndex : nextEnabled(list, -1, 1));
  };

  const close = () => {
    setOpen(false);
    setSearch(null);
    setActiveIndex(-1);
  };

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value, option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(visible, true);
        else setActiveIndex((index) => nextEnabled(visible, index, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActiveIndex(nextEnabled(visible, 0, -1));
        } else setActiveIndex((index) => nextEnabled(visible, index < 0 ? 0 : index, -1));
        break;
      case 'Enter':
        if (open) {
          // Enter picks the option; it must not also submit the surrounding form.
          event.preventDefault();
          if (activeIndex >= 0) choose(visible[activeIndex]);
          else close();
        }
        break;
      case 'Escape':
        if (open || search !== null) {
          // Stops here so that a surrounding Modal stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
      default:
        break;
    }
  };

  const commitOnBlur = () => {
    // Emptying the text and leaving clears the choice; any other half-typed text is dropped.
    if (search !== null && search.trim() === '' && value !== null) onChange(null, null);
    close();
    onBlur?.();
  };

  const showNoResult = open && !loading && visible.length === 0;
  const labelNode = (
    <label id={ids.labelId} htmlFor={ids.inputId} className={fieldStyles.label}>
      {label}
    </label>
  );

  return (
    <div className={cx(fieldStyles.field, containerClassName)}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {hint && (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={cx(styles.wrapper, open && styles.open)}>
        <div className={fieldStyles.control}>
          <input
            id={ids.inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, !!hint, !!error)}
            aria-busy={loading || undefined}
            autoComplete="off"
            spellCheck={false}
            required={required}
            disabled={disabled}
            placeholder={placeholder}
            value={search ?? selected?.label ?? ''}
            className={cx(fieldStyles.input, fieldStyles.withTrailing, styles.input, error && fieldStyles.invalid)}
            onChange={(event) => {
              const text = event.target.value;
              setSearch(text);
              setOpen(true);
              const list = filterOptions ? filterSelectOptions(options, text) : options;
              setActiveIndex(nextEnabled(list, -1, 1));
              onSearchChange?.(text);
            }}
            // Clicking into the text while searching must keep what was typed: only the arrow button closes.
            onClick={() => {
              if (!open) openList(visible, true);
            }}
            onKeyDown={onKeyDown}
            onBlur={commitOnBlur}
          />
          <span className={fieldStyles.trailing}>
            {/* Pointer convenience only: keyboard users open the list with the arrow keys. */}
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              disabled={disabled}
              className={cx(fieldStyles.iconButton, styles.toggle)}
              onMouseDown={(event) => {
                event.preventDefault();
                const input = document.getElementById(ids.inputId);
                input?.focus();
                if (open) close();
                else openList(visible, true);
              }}
            >
              <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
          </span>
        </div>
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={ids.labelId}
          hidden={!open || visible.length === 0}
          className={styles.panel}
          // Keeps the focus in the input while an option is clicked (blur would close the list first).
          onMouseDown={(event) => event.preventDefault()}
        >
          {visible.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              className={cx(styles.option, index === activeIndex && styles.active)}
              onClick={() => choose(option)}
              onMouseMove={() => {
                if (index !== activeIndex && !option.disabled) setActiveIndex(index);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {/* Always in the DOM: a live region must exist before its text changes to be announced. */}
        <div role="status" className={cx(showNoResult || (open && loading) ? styles.panel : undefined, styles.status)}>
          {showNoResult ? (noResultLabel ?? intl.formatMessage({ id: 'common.noResult' })) : null}
          {open && loading ? intl.formatMessage({ id: 'common.loading' }) : null}
        </div>
      </div>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
