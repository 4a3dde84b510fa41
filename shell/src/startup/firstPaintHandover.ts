import {
  FIRST_PAINT_LOCALE_ATTRIBUTE,
  FIRST_PAINT_MODULE_ATTRIBUTE,
  FIRST_PAINT_SUBMIT_ATTRIBUTE,
} from '@lexdesk/shared/domain/first-paint';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

/** Fields whose value is carried over: what a visitor types, never a file or a button. */
const carried = (field: Field) =>
  field.name !== '' &&
  !(field instanceof HTMLInputElement && ['file', 'hidden', 'submit', 'button'].includes(field.type));

/**
 * The server's first paint of a page (api/src/plugins/firstPaint.ts), between the moment the page shows it and
 * the moment the live page replaces it (React's first commit into #root). Meanwhile the visitor may type, move
 * the focus or press the (inert) submit button: nothing of that is lost.
 */
export interface FirstPaintHandover {
  /** The remote module the first paint stands for (`mf_auth/Login`). */
  readonly module: string;
  /** The language it is written in. */
  readonly locale: string;
  /** Empties #root at once (a visitor whose chosen language is another one). */
  discard(): void;
  /**
   * Once the live page is in #root (after React's commit, not inside it): each field takes the value typed in
   * its namesake (by `name`), the focus and caret go back to where they were, and a press on the submit button
   * is replayed. `flush` runs an update and renders it at once (react-dom's flushSync), so that each field's
   * change handler sees the values given before it, as when typing.
   */
  restore(flush: (update: () => void) => void): void;
}

/**
 * Starts watching the first paint in `container`, if the server sent one. Called as early as possible (the
 * shell's entry module, before its other scripts arrive), so that every focus move and press is seen.
 */
export function watchFirstPaint(container: HTMLElement | null): FirstPaintHandover | null {
  const paint = container?.firstElementChild;
  const module = paint?.getAttribute(FIRST_PAINT_MODULE_ATTRIBUTE);
  if (!container || !paint || !module) return null;

  let focused: Field | null = null;
  let submitPressed = false;
  const onFocusIn = (event: Event) => {
    focused = isField(event.target) ? event.target : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && paint.contains(event.relatedTarget)) return; // its focusin follows
    // Focus leaving for nothing is also what the live page's arrival does (the field is removed): decided
    // after it, when the first paint is still on the page only.
    const left = event.target;
    queueMicrotask(() => {
      if (paint.isConnected && focused === left && document.activeElement !== left) focused = null;
    });
  };
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${FIRST_PAINT_SUBMIT_ATTRIBUTE}]`))
      submitPressed = true;
  };
  paint.addEventListener('focusin', onFocusIn);
  paint.addEventListener('focusout', onFocusOut as EventListener);
  paint.addEventListener('click', onClick);
  // Already focused before this script ran (a visitor faster than the network).
  if (isField(document.activeElement) && paint.contains(document.activeElement)) focused = document.activeElement;
  const fields = [...paint.querySelectorAll<Field>('input, textarea, select')].filter(carried);

  return {
    module,
    locale: paint.getAttribute(FIRST_PAINT_LOCALE_ATTRIBUTE) ?? '',
    discard() {
      container.replaceChildren();
    },
    restore(flush) {
      paint.removeEventListener('focusin', onFocusIn);
      paint.removeEventListener('focusout', onFocusOut as EventListener);
      paint.removeEventListener('click', onClick);
      let form: HTMLFormElement | null = null;
      const liveFields = [...container.querySelectorAll<Field>('input, textarea, select')];
      for (const old of fields) {
        const live = liveFields.find((field) => field.name === old.name && field.tagName === old.tagName);
        if (!live) continue;
        form ??= live.form;
        if (old.value !== sentValue(old) && live.value !== old.value) flush(() => setValueAsTyped(live, old.value));
        if (old === focused) {
          live.focus();
          if (!(old instanceof HTMLSelectElement || live instanceof HTMLSelectElement)) copyCaret(old, live);
        }
      }
      // The values just given are rendered: the form submits them.
      if (submitPressed && form) form.requestSubmit();
    },
  };
}

/** A field's value as the server sent it: one that differs was typed, or filled in by the browser. */
function sentValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Gives a field a value the way typing does, so that the page's own state (React's controlled inputs) follows:
 * React tracks the value it set itself and reads a change only from the native setter and an input event.
 */
function setValueAsTyped(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function copyCaret(from: HTMLInputElement | HTMLTextAreaElement, to: HTMLInputElement | HTMLTextAreaElement): void {
  try {
    if (from.selectionStart !== null && from.selectionEnd !== null)
      to.setSelectionRange(from.selectionStart, from.selectionEnd);
  } catch {
    // Types without a caret (email inputs in some browsers) refuse setSelectionRange: the focus is enough.
  }
}

let watched: FirstPaintHandover | null | undefined;

/** Watches the page's own first paint (#root), once: the shell's entry calls it before anything else. */
export function watchPageFirstPaint(): FirstPaintHandover | null {
  if (watched === undefined) watched = watchFirstPaint(document.getElementById('root'));
  return watched;
}
