import { Button } from '@lexdesk/shared';
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { LabelDraft, Passage } from '../model/labelling';
import { isTypingTarget } from '../hooks/useUndoShortcuts';
import { LabelForm, type NewLabel } from './LabelForm';
import { LabelListbox } from './LabelListbox';
import workspace from '../../../common/workspace/Workspace.module.css';
import styles from './Tagging.module.css';

/** A passage of a label, as a click on a highlight finds it. */
export interface Candidate {
  labelKey: string;
  passage: Passage;
}

/** What the toolbox is open for: a new selection, or highlights clicked (their passages, innermost first). */
export type ToolboxRequest = { mode: 'new'; passage: Passage } | { mode: 'edit'; candidates: readonly Candidate[] };

export interface ToolboxProps {
  request: ToolboxRequest;
  labels: readonly LabelDraft[];
  /** Where it goes in the text's content (from toolboxPlacement). */
  position: { left: number; top: number; side: 'above' | 'below' };
  /** How many times the selected text occurs in the document (itself included). */
  occurrences: number;
  onTag: (labelKey: string, everyOccurrence: boolean) => void;
  onCreate: (label: NewLabel, everyOccurrence: boolean) => void;
  onMove: (candidate: Candidate, labelKey: string) => void;
  onCreateAndMove: (candidate: Candidate, label: NewLabel) => void;
  onUntag: (candidate: Candidate) => void;
  onClose: () => void;
}

const EXCERPT_CHARS = 80;
const excerpt = (content: string) =>
  content.length > EXCERPT_CHARS ? `${content.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : content;

/**
 * The toolbox near a selection (specification 001, sections 2 and 5): the list of labels to pick one, or the
 * add form (the default when no label exists; Cancel goes back to the list when labels exist, else closes). Open
 * from a highlight, it moves the passage to another label or removes it. Escape closes it.
 */
export function Toolbox({
  request,
  labels,
  position,
  occurrences,
  onTag,
  onCreate,
  onMove,
  onCreateAndMove,
  onUntag,
  onClose,
}: ToolboxProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const [view, setView] = useState<'list' | 'add'>(labels.length === 0 ? 'add' : 'list');
  const [everyOccurrence, setEveryOccurrence] = useState(false);
  const [chosen, setChosen] = useState(0);
  const candidate =
    request.mode === 'edit' ? request.candidates[Math.min(chosen, request.candidates.length - 1)] : null;
  const labelOf = (key: string) => labels.find((label) => label.key === key);
  const passage = request.mode === 'new' ? request.passage : candidate?.passage;
  const pickable = candidate ? labels.filter((label) => label.key !== candidate.labelKey) : labels;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    // The keys 1 to 9 choose a label from anywhere in the list view but a text field (the listbox does it itself).
    if (view !== 'list' || event.defaultPrevented || !/^[1-9]$/.test(event.key) || isTypingTarget(event.target)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const label = pickable[Number(event.key) - 1];
    if (!label) return;
    event.preventDefault();
    if (request.mode === 'new') onTag(label.key, everyOccurrence);
    else if (candidate) onMove(candidate, label.key);
  };

  const cancelForm = () => (labels.length > 0 ? setView('list') : onClose());

  const style = {
    left: position.left,
    top: position.top,
    transform: position.side === 'above' ? 'translateY(-100%)' : undefined,
  } satisfies CSSProperties;

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className={styles.toolbox}
      data-side={position.side}
      style={style}
      onKeyDown={onKeyDown}
      data-testid="tagging-toolbox"
    >
      <p id={titleId} className={styles.toolboxPassage}>
        {request.mode === 'new'
          ? t('tagging.toolbox.selection', { text: excerpt(passage?.content ?? '') })
          : t('tagging.toolbox.passage', {
              text: excerpt(passage?.content ?? ''),
              label: labelOf(candidate?.labelKey ?? '')?.name ?? '',
            })}
      </p>

      {request.mode === 'edit' && request.candidates.length > 1 ? (
        <fieldset className={styles.candidates}>
          <legend className={styles.colorsLegend}>{t('tagging.toolbox.whichPassage')}</legend>
          {request.candidates.map((item, index) => (
            <label key={`${item.labelKey}:${item.passage.start}:${item.passage.end}`} className={styles.candidate}>
              <input type="radio" checked={index === chosen} onChange={() => setChosen(index)} />
              <span
                className={styles.swatch}
                style={{ backgroundColor: `#${labelOf(item.labelKey)?.color ?? 'FFFFFF'}` }}
                aria-hidden="true"
              />
              {t('tagging.toolbox.candidate', {
                label: labelOf(item.labelKey)?.name ?? '',
                text: excerpt(item.passage.content),
              })}
            </label>
          ))}
        </fieldset>
      ) : null}

      {view === 'add' ? (
        <LabelForm
          labels={labels}
          submitLabel={t(request.mode === 'new' ? 'tagging.toolbox.createAndTag' : 'tagging.toolbox.createAndMove')}
          onCancel={cancelForm}
          onSubmit={(label) => {
            if (request.mode === 'new') onCreate(label, everyOccurrence);
            else if (candidate) onCreateAndMove(candidate, label);
          }}
        />
      ) : (
        <>
          <h3 className={styles.toolboxTitle}>
            {t(request.mode === 'new' ? 'tagging.toolbox.pick' : 'tagging.toolbox.moveTo')}
          </h3>
          {pickable.length > 0 ? (
            <LabelListbox
              labels={pickable}
              label={t(request.mode === 'new' ? 'tagging.toolbox.pick' : 'tagging.toolbox.moveTo')}
              autoFocus
              onPick={(label) => {
                if (request.mode === 'new') onTag(label.key, everyOccurrence);
                else if (candidate) onMove(candidate, label.key);
              }}
            />
          ) : (
            <p className={workspace.muted}>{t('tagging.toolbox.noOtherLabel')}</p>
          )}
          <p className={workspace.muted}>{t('tagging.toolbox.keys')}</p>
          {request.mode === 'new' && occurrences > 1 ? (
            <label className={styles.checkboxLine}>
              <input
                type="checkbox"
                checked={everyOccurrence}
                onChange={(event) => setEveryOccurrence(event.target.checked)}
              />
              {t('tagging.toolbox.everyOccurrence', { count: occurrences })}
            </label>
          ) : null}
          <div className={styles.formActions}>
            <Button type="button" variant="secondary" size="sm" onClick={() => setView('add')}>
              {t('tagging.toolbox.newLabel')}
            </Button>
            {candidate ? (
              <Button type="button" variant="danger" size="sm" onClick={() => onUntag(candidate)}>
                {t('tagging.toolbox.untag')}
              </Button>
            ) : null}
            <Button type="button" variant="ghost" size="sm" onClick={onClose}>
              {t('tagging.toolbox.cancel')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
