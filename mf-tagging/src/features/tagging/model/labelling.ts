// The labels being edited on the tagging screen, as a pure reducer with undo and redo. A label holds passages:
// offsets into the document's extracted text (end exclusive) and the passage itself; passages may overlap, within
// a label or across labels. What the API stores is `categorization` (the contract's Label list); this model adds
// a local key per label and the history.
import type { Label, LabelSelection } from '@lexdesk/shared/contract';

export interface Passage {
  readonly start: number;
  readonly end: number;
  readonly content: string;
}

/** A label (or a suggestion) whose passages were found in the text (anchor.ts). */
export interface AnchoredLabel {
  readonly name: string;
  readonly code: string;
  readonly color: string;
  readonly data: readonly Passage[];
  readonly openai?: boolean;
}

export interface LabelDraft {
  /** Local and stable while the screen is open (names and codes change). */
  readonly key: string;
  readonly name: string;
  readonly code: string;
  /** 6 hex digits, no #. */
  readonly color: string;
  /** In text order, no two with the same offsets. */
  readonly data: readonly Passage[];
  /** A suggestion accepted as it came (the specification's Label `openai`). */
  readonly openai?: boolean;
}

export interface LabellingState {
  readonly labels: readonly LabelDraft[];
  /** Codes of the suggestions accepted or rejected since the document was loaded (hidden from the list). */
  readonly handledSuggestions: readonly string[];
  readonly nextKey: number;
  /** Which version of the labels this is: the screen has unsaved changes when it is not the saved one. */
  readonly revision: number;
}

export type LabellingAction =
  | { type: 'create'; name: string; code: string; color: string; passages: readonly Passage[] }
  | { type: 'tag'; key: string; passages: readonly Passage[] }
  | { type: 'untag'; key: string; passage: Pick<Passage, 'start' | 'end'> }
  | { type: 'move'; from: string; to: string; passage: Passage }
  | { type: 'rename'; key: string; name: string }
  | { type: 'recode'; key: string; code: string }
  | { type: 'recolor'; key: string; color: string }
  | { type: 'remove'; key: string }
  /** Suggestions, their passages found in the text (anchor.ts). */
  | { type: 'accept'; suggestions: readonly AnchoredLabel[] }
  | { type: 'reject'; code: string }
  /** Several changes as one step of the history (a passage moved to a label created for it). */
  | { type: 'batch'; actions: readonly LabellingAction[] };

const samePlace = (a: Pick<Passage, 'start' | 'end'>, b: Pick<Passage, 'start' | 'end'>) =>
  a.start === b.start && a.end === b.end;

const byPosition = (a: Passage, b: Passage) => a.start - b.start || a.end - b.end;

/** The label's passages with `added` (those already there, at the same offsets, once). */
function withPassages(existing: readonly Passage[], added: readonly Passage[]): readonly Passage[] {
  const known = new Set(existing.map((passage) => `${passage.start}:${passage.end}`));
  const fresh: Passage[] = [];
  for (const passage of added) {
    const key = `${passage.start}:${passage.end}`;
    if (passage.end <= passage.start || known.has(key)) continue;
    known.add(key);
    fresh.push({ start: passage.start, end: passage.end, content: passage.content });
  }
  return fresh.length === 0 ? existing : [...existing, ...fresh].sort(byPosition);
}

const codeTaken = (labels: readonly LabelDraft[], code: string, exceptKey?: string) =>
  labels.some((label) => label.code === code && label.key !== exceptKey);

function update(state: LabellingState, key: string, change: (label: LabelDraft) => LabelDraft): LabellingState {
  let changed = false;
  const labels = state.labels.map((label) => {
    if (label.key !== key) return label;
    const next = change(label);
    if (next !== label) changed = true;
    return next;
  });
  return changed ? { ...state, labels } : state;
}

/** The labels after `action`; the same object when it changes nothing (no history entry then). */
export function labellingReducer(state: LabellingState, action: LabellingAction): LabellingState {
  switch (action.type) {
    case 'create': {
      const name = action.name.trim();
      if (!name || !action.code || codeTaken(state.labels, action.code)) return state;
      const label: LabelDraft = {
        key: `label-${state.nextKey}`,
        name,
        code: action.code,
        color: action.color.toUpperCase(),
        data: withPassages([], action.passages),
      };
      return { ...state, labels: [...state.labels, label], nextKey: state.nextKey + 1 };
    }
    case 'tag':
      return update(state, action.key, (label) => {
        const data = withPassages(label.data, action.passages);
        return data === label.data ? label : { ...label, data };
      });
    case 'untag':
      return update(state, action.key, (label) => {
        const data = label.data.filter((passage) => !samePlace(passage, action.passage));
        return data.length === label.data.length ? label : { ...label, data };
      });
    case 'move': {
      if (action.from === action.to) return state;
      const removed = labellingReducer(state, { type: 'untag', key: action.from, passage: action.passage });
      if (removed === state) return state;
      return labellingReducer(removed, { type: 'tag', key: action.to, passages: [action.passage] });
    }
    case 'rename': {
      const name = action.name.trim();
      if (!name) return state;
      return update(state, action.key, (label) => (label.name === name ? label : { ...label, name }));
    }
    case 'recode': {
      if (!action.code || codeTaken(state.labels, action.code, action.key)) return state;
      return update(state, action.key, (label) =>
        label.code === action.code ? label : { ...label, code: action.code },
      );
    }
    case 'recolor': {
      const color = action.color.toUpperCase();
      return update(state, action.key, (label) => (label.color === color ? label : { ...label, color }));
    }
    case 'remove': {
      const labels = state.labels.filter((label) => label.key !== action.key);
      return labels.length === state.labels.length ? state : { ...state, labels };
    }
    case 'accept': {
      let next = state;
      for (const suggestion of action.suggestions) {
        const existing = next.labels.find((label) => label.code === suggestion.code);
        next = existing
          ? labellingReducer(next, { type: 'tag', key: existing.key, passages: suggestion.data })
          : {
              ...next,
              labels: [
                ...next.labels,
                {
                  key: `label-${next.nextKey}`,
                  name: suggestion.name,
                  code: suggestion.code,
                  color: suggestion.color.toUpperCase(),
                  data: withPassages([], suggestion.data),
                  openai: true,
                },
              ],
              nextKey: next.nextKey + 1,
            };
        if (!next.handledSuggestions.includes(suggestion.code)) {
          next = { ...next, handledSuggestions: [...next.handledSuggestions, suggestion.code] };
        }
      }
      return next;
    }
    case 'batch':
      return action.actions.reduce(labellingReducer, state);
    case 'reject':
      return state.handledSuggestions.includes(action.code)
        ? state
        : { ...state, handledSuggestions: [...state.handledSuggestions, action.code] };
  }
}

// ---- History ----

/** How many steps back Ctrl+Z goes. */
export const HISTORY_LIMIT = 200;

export interface LabellingHistory {
  readonly past: readonly LabellingState[];
  readonly present: LabellingState;
  readonly future: readonly LabellingState[];
  /** The revision saved (or loaded): anything else is unsaved. */
  readonly savedRevision: number;
  /** Each label's name and code as saved, by key: an emptied field gets them back (section 5). */
  readonly saved: Readonly<Record<string, { name: string; code: string }>>;
  readonly nextRevision: number;
}

export type HistoryAction =
  | { type: 'do'; action: LabellingAction }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The labels as the server has them (a document loaded or saved): history starts again from them. */
  | { type: 'load'; labels: readonly AnchoredLabel[] }
  /** These labels were saved (the version sent, which later changes may have followed while it was sent). */
  | { type: 'saved'; state: LabellingState };

function savedOf(state: LabellingState): LabellingHistory['saved'] {
  return Object.fromEntries(state.labels.map((label) => [label.key, { name: label.name, code: label.code }]));
}

/** Labels with local keys; passages sorted, each once. */
export function stateFromLabels(labels: readonly AnchoredLabel[], revision = 0): LabellingState {
  return {
    labels: labels.map((label, index) => ({
      key: `label-${index}`,
      name: label.name,
      code: label.code,
      color: label.color.toUpperCase(),
      data: withPassages([], label.data),
      ...(label.openai ? { openai: true } : {}),
    })),
    handledSuggestions: [],
    nextKey: labels.length,
    revision,
  };
}

export function createHistory(labels: readonly AnchoredLabel[] = []): LabellingHistory {
  const present = stateFromLabels(labels);
  return { past: [], present, future: [], savedRevision: 0, saved: savedOf(present), nextRevision: 1 };
}

export function historyReducer(history: LabellingHistory, action: HistoryAction): LabellingHistory {
  switch (action.type) {
    case 'do': {
      const next = labellingReducer(history.present, action.action);
      if (next === history.present) return history;
      return {
        ...history,
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: { ...next, revision: history.nextRevision },
        future: [],
        nextRevision: history.nextRevision + 1,
      };
    }
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        ...history,
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { ...history, past: [...history.past, history.present], present: next, future: rest };
    }
    case 'load': {
      const present = stateFromLabels(action.labels, history.nextRevision);
      return {
        past: [],
        present,
        future: [],
        savedRevision: present.revision,
        saved: savedOf(present),
        nextRevision: history.nextRevision + 1,
      };
    }
    case 'saved':
      return { ...history, savedRevision: action.state.revision, saved: savedOf(action.state) };
  }
}

export const hasUnsavedChanges = (history: LabellingHistory) => history.present.revision !== history.savedRevision;

/** The labels as POST /documents/update-labelling takes them. */
export function categorizationOf(state: LabellingState): Label[] {
  return state.labels.map((label) => ({
    name: label.name,
    code: label.code,
    color: label.color,
    data: label.data.map(({ start, end, content }): LabelSelection => ({
      start_index: start,
      end_index: end,
      content,
    })),
    ...(label.openai ? { openai: true } : {}),
  }));
}
