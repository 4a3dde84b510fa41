import {
  Badge,
  Button,
  cx,
  errorToastText,
  isApiError,
  pathTo,
  roleOf,
  Spinner,
  useSessionStore,
  VisuallyHidden,
} from '@lexdesk/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AnonymisationDecision, AnonymisationEntity, AnonymisationView } from '../../../api/anonymisation';
import type { DocumentDetail } from '../../../api/tagging';
import {
  HighlightedText,
  type HighlightClick,
  type TextSelection,
  type TextViewHandle,
} from '../../../common/text-view/components/HighlightedText';
import type { HighlightKind } from '../../../common/text-view/model/paint';
import type { TextSpan } from '../../../common/text-view/model/segments';
import type { useAnonymisation } from '../hooks/useAnonymisation';
import { useReviewShortcuts } from '../hooks/useReviewShortcuts';
import {
  anonymise,
  CATEGORIES,
  CATEGORY_COLOURS,
  decideAll,
  groupEntities,
  inTextOrder,
  neighbour,
  nextProposed,
  REJECTED_COLOURS,
} from '../model/review';
import { AdditionPanel, type NewEntity } from './AdditionPanel';
import workspace from '../../../common/workspace/Workspace.module.css';
import styles from './Anonymisation.module.css';
import { EntityList } from './EntityList';

type Review = ReturnType<typeof useAnonymisation>;
type ViewMode = 'original' | 'anonymised' | 'both';

/** A proposal is underlined (dotted) until decided; a rejected one is grey and struck through. */
const DECORATION: Record<AnonymisationDecision, string | undefined> = {
  proposed: 'underline dotted 2px',
  accepted: undefined,
  rejected: 'line-through',
};

const KINDS: HighlightKind[] = CATEGORIES.flatMap((category) =>
  (['proposed', 'accepted', 'rejected'] as const).map((decision) => {
    const colours = decision === 'rejected' ? REJECTED_COLOURS : CATEGORY_COLOURS[category];
    const decoration = DECORATION[decision];
    return { key: `${category}:${decision}`, ...colours, ...(decoration ? { decoration } : {}) };
  }),
);

/**
 * The anonymisation review once the text is ready: the aside (status and detection, view choice, legend, the
 * entities grouped with their decisions, Validate) beside the text with each entity highlighted by category, the
 * anonymised text instead or beside it. Every decision is sent at once; J/K walk the entities, A or Enter
 * accepts, R or Delete rejects; a selection in the original text adds a missed entity.
 */
export function AnonymisationWorkspace({
  document,
  text,
  view,
  review,
}: {
  document: DocumentDetail;
  text: string;
  view: AnonymisationView;
  review: Review;
}) {
  const intl = useIntl();
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const isAdmin = roleOf(useSessionStore((state) => state.user)) === 'admin';
  const viewRef = useRef<TextViewHandle>(null);
  const occurrenceRefs = useRef(new Map<number, HTMLButtonElement>());
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [mode, setMode] = useState<ViewMode>('original');
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [toolsOpen, setToolsOpen] = useState(false);

  const ordered = useMemo(() => inTextOrder(view.entities), [view.entities]);
  const groups = useMemo(() => groupEntities(view.entities), [view.entities]);
  const current = ordered.find((entity) => entity.id === currentId) ?? null;
  const undecided = ordered.filter((entity) => entity.decision === 'proposed');
  const reviewing = view.status === 'proposed' || view.status === 'validated';

  const spans = useMemo<TextSpan[]>(
    () =>
      ordered.map((entity) => ({
        id: String(entity.id),
        start: entity.start_index,
        end: entity.end_index,
        kind: `${entity.category}:${entity.decision}`,
      })),
    [ordered],
  );
  const emphasis = useMemo(
    () => ({ current: current ? [{ start: current.start_index, end: current.end_index }] : [] }),
    [current],
  );
  const anonymised = useMemo(() => (mode === 'original' ? null : anonymise(text, view.entities)), [mode, text, view]);
  const anonymisedSpans = useMemo<TextSpan[]>(
    () =>
      (anonymised?.spans ?? []).map((span) => ({
        id: String(span.id),
        start: span.start,
        end: span.end,
        kind: `${span.category}:accepted`,
      })),
    [anonymised],
  );

  // ---- Moving through the entities: the text scrolls to the current one, the focus goes to it in the list ----
  const goTo = useCallback((entity: AnonymisationEntity | null, moveFocus: boolean) => {
    if (!entity) return;
    setCurrentId(entity.id);
    viewRef.current?.scrollToRange({ start: entity.start_index, end: entity.end_index });
    if (moveFocus) setFocusRequest((count) => count + 1);
  }, []);

  useEffect(() => {
    if (focusRequest === 0 || currentId === null) return;
    const button = occurrenceRefs.current.get(currentId);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest' });
  }, [focusRequest, currentId]);

  const decisionText = (decision: AnonymisationDecision) => t(`tagging.anonymisation.decision.${decision}`);

  const decide = (entities: readonly AnonymisationEntity[], decision: AnonymisationDecision) => {
    const decisions = decideAll(entities, decision);
    if (decisions.length === 0) return;
    // A refusal of Validate spoke of the review as it was.
    review.validate.reset();
    review.decide.mutate(decisions);
    setAnnouncement(
      t('tagging.anonymisation.announce.decided', { count: decisions.length, decision: decisionText(decision) }),
    );
  };

  /** A decision by the keyboard: then on to the next proposal still undecided. */
  const decideAndMove = (entity: AnonymisationEntity | null, decision: AnonymisationDecision) => {
    if (!entity) return;
    decide([entity], decision);
    const decided = ordered.map((one) => (one.id === entity.id ? { ...one, decision } : one));
    const nextId = nextProposed(decided, entity.id);
    goTo(decided.find((one) => one.id === nextId) ?? null, true);
  };

  useReviewShortcuts(reviewing && !selection, {
    next: () => goTo(neighbour(ordered, currentId, 1), true),
    previous: () => goTo(neighbour(ordered, currentId, -1), true),
    accept: () => decideAndMove(current, 'accepted'),
    reject: () => decideAndMove(current, 'rejected'),
  });

  const onHighlightClick = (click: HighlightClick) => {
    const id = Number(click.segment.spans[0]?.id);
    goTo(ordered.find((entity) => entity.id === id) ?? null, true);
  };

  const onSelectText = (selected: TextSelection) => {
    if (reviewing) setSelection(selected);
  };

  const closeAddition = () => {
    setSelection(null);
    viewRef.current?.clearSelection();
  };

  const onAdd = (entity: NewEntity) => {
    review.validate.reset();
    review.add.mutate(entity, {
      onSuccess: (answer) => {
        closeAddition();
        setAnnouncement(t('tagging.anonymisation.announce.added', { content: entity.content }));
        const added = answer.entities.find(
          (one) => one.start_index === entity.start_index && one.end_index === entity.end_index,
        );
        if (added) goTo(added, true);
      },
    });
  };

  const validateError = review.validate.error
    ? isApiError(review.validate.error) && review.validate.error.message.trim()
      ? review.validate.error.message
      : errorToastText(intl, review.validate.error)
    : null;

  const textView = (
    <HighlightedText
      handleRef={viewRef}
      text={text}
      spans={spans}
      kinds={KINDS}
      emphasis={emphasis}
      label={t('tagging.anonymisation.text.original', { name: document.name })}
      onSelectText={onSelectText}
      onHighlightClick={onHighlightClick}
      className={styles.textView}
    />
  );
  const anonymisedView = anonymised ? (
    <HighlightedText
      text={anonymised.text}
      spans={anonymisedSpans}
      kinds={KINDS}
      label={t('tagging.anonymisation.text.anonymised', { name: document.name })}
      className={styles.textView}
    />
  ) : null;

  return (
    <div className={workspace.screen}>
      <header className={workspace.header}>
        <h1 className={workspace.title}>
          {t('tagging.anonymisation.title')} <span className={workspace.documentName}>{document.name}</span>
        </h1>
        <div className={styles.headerStatus}>
          <Badge tone={view.status === 'validated' ? 'success' : view.status === 'proposed' ? 'warning' : 'neutral'}>
            {t(`tagging.anonymisation.status.${view.status}`)}
          </Badge>
          {isAdmin ? (
            <Link
              className={styles.headerLink}
              to={{ pathname: pathTo.Tagging(), search: `?${new URLSearchParams({ token: document.token })}` }}
            >
              {t('tagging.anonymisation.toTagging')}
            </Link>
          ) : null}
        </div>
      </header>
      <button
        type="button"
        className={workspace.toolsToggle}
        aria-expanded={toolsOpen}
        aria-controls="anonymisation-aside"
        onClick={() => setToolsOpen((open) => !open)}
      >
        {t(toolsOpen ? 'tagging.anonymisation.tools.hide' : 'tagging.anonymisation.tools.show')}
      </button>
      <div className={workspace.layout}>
        <aside
          id="anonymisation-aside"
          className={cx(workspace.aside, (toolsOpen || !reviewing) && workspace.asideOpen)}
          aria-label={t('tagging.anonymisation.tools.label')}
        >
          <div className={workspace.asideScroll}>
            <section className={styles.section} aria-labelledby="anonymisation-detection-title">
              <h2 id="anonymisation-detection-title" className={styles.sectionTitle}>
                {t('tagging.anonymisation.detection.title')}
              </h2>
              {view.status === 'none' ? (
                <>
                  <p className={workspace.muted}>{t('tagging.anonymisation.detection.none')}</p>
                  <Button
                    loading={review.detect.isPending}
                    onClick={() => {
                      // On a phone the tools stay unfolded: the proposals appear there.
                      setToolsOpen(true);
                      review.detect.mutate();
                    }}
                  >
                    {t('tagging.anonymisation.detection.run')}
                  </Button>
                </>
              ) : view.status === 'pending' ? (
                <p className={styles.pending} role="status">
                  <Spinner size="sm" decorative />
                  {t('tagging.anonymisation.detection.pending')}
                </p>
              ) : (
                <p className={workspace.muted} role="status">
                  {t('tagging.anonymisation.detection.summary', {
                    entities: groups.length,
                    occurrences: ordered.length,
                    undecided: undecided.length,
                  })}
                </p>
              )}
            </section>
            {reviewing ? (
              <>
                <EntityList
                  groups={groups}
                  currentId={currentId}
                  occurrenceRefs={occurrenceRefs.current}
                  onShow={(entity) => goTo(entity, false)}
                  onDecide={decide}
                  onKeyDecide={decideAndMove}
                  onDecideAll={(decision) => decide(undecided, decision)}
                  undecided={undecided.length}
                />
                <fieldset className={styles.section}>
                  <legend className={styles.sectionTitle}>{t('tagging.anonymisation.mode.title')}</legend>
                  <div className={styles.modes}>
                    {(['original', 'anonymised', 'both'] as const).map((value) => (
                      <label key={value} className={styles.mode}>
                        <input
                          type="radio"
                          name="anonymisation-mode"
                          value={value}
                          checked={mode === value}
                          onChange={() => setMode(value)}
                        />
                        {t(`tagging.anonymisation.mode.${value}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <section className={styles.section} aria-labelledby="anonymisation-legend-title">
                  <h2 id="anonymisation-legend-title" className={styles.sectionTitle}>
                    {t('tagging.anonymisation.legend.title')}
                  </h2>
                  <ul className={styles.legend}>
                    {CATEGORIES.map((category) => (
                      <li key={category} className={styles.legendItem}>
                        <span
                          className={styles.swatch}
                          style={{ backgroundColor: `#${CATEGORY_COLOURS[category].background}` }}
                          aria-hidden="true"
                        />
                        {t(`tagging.anonymisation.category.${category}`)}
                      </li>
                    ))}
                  </ul>
                  <p className={workspace.muted}>{t('tagging.anonymisation.legend.decisions')}</p>
                </section>
                <section className={styles.section} aria-labelledby="anonymisation-keys-title">
                  <h2 id="anonymisation-keys-title" className={styles.sectionTitle}>
                    {t('tagging.anonymisation.keys.title')}
                  </h2>
                  <dl className={styles.keys}>
                    <div>
                      <dt>
                        <kbd>J</kbd> / <kbd>K</kbd>
                      </dt>
                      <dd>{t('tagging.anonymisation.keys.move')}</dd>
                    </div>
                    <div>
                      <dt>
                        <kbd>A</kbd> / <kbd>{t('tagging.anonymisation.keys.enter')}</kbd>
                      </dt>
                      <dd>{t('tagging.anonymisation.keys.accept')}</dd>
                    </div>
                    <div>
                      <dt>
                        <kbd>R</kbd> / <kbd>{t('tagging.anonymisation.keys.delete')}</kbd>
                      </dt>
                      <dd>{t('tagging.anonymisation.keys.reject')}</dd>
                    </div>
                  </dl>
                  <p className={workspace.muted}>{t('tagging.anonymisation.keys.select')}</p>
                </section>
              </>
            ) : null}
          </div>
          {reviewing ? (
            <div className={styles.validateBar}>
              {validateError ? (
                <p className={workspace.error} role="alert">
                  {validateError}
                </p>
              ) : null}
              <Button
                fullWidth
                loading={review.validate.isPending}
                disabled={review.decide.isPending || review.add.isPending}
                onClick={() => review.validate.mutate()}
              >
                {t(view.status === 'validated' ? 'tagging.anonymisation.revalidate' : 'tagging.anonymisation.validate')}
              </Button>
            </div>
          ) : null}
        </aside>
        <div className={workspace.main}>
          {selection ? (
            <AdditionPanel
              key={`${selection.start}-${selection.end}`}
              selection={selection}
              groups={groups}
              busy={review.add.isPending}
              onAdd={onAdd}
              onClose={closeAddition}
            />
          ) : null}
          <div className={cx(styles.texts, mode === 'both' && styles.textsBoth)}>
            {mode === 'anonymised' ? null : textView}
            {anonymisedView}
          </div>
          <p className={workspace.hint}>{t('tagging.anonymisation.text.hint')}</p>
        </div>
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
