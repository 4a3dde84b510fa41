import {
  Badge,
  Button,
  ConfirmDialog,
  cx,
  errorToastText,
  notify,
  useLocaleStore,
  VisuallyHidden,
} from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { taggingKeys, taggingQueries } from '../../../api/keys';
import {
  launchLabelling,
  saveLabellingPrompt,
  saveLabels,
  type DocumentDetail,
  type SuggestedLabel,
} from '../../../api/tagging';
import {
  HighlightedText,
  type HighlightClick,
  type TextSelection,
  type TextViewHandle,
} from '../../../common/text-view/components/HighlightedText';
import type { HighlightKind } from '../../../common/text-view/model/paint';
import { findMatches, foldText, type TextRange } from '../../../common/text-view/model/search';
import type { TextSpan } from '../../../common/text-view/model/segments';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { useMetaKeyHeld, useUndoShortcuts } from '../hooks/useUndoShortcuts';
import { anchorLabels, occurrencesOf } from '../model/anchor';
import {
  categorizationOf,
  createHistory,
  hasUnsavedChanges,
  historyReducer,
  type LabellingAction,
  type Passage,
} from '../model/labelling';
import { textColorOn } from '../model/palette';
import { toolboxPlacement, type Placement } from '../model/placement';
import { DocumentInfo } from './DocumentInfo';
import { FileSearch, type FileSearchResult } from './FileSearch';
import type { NewLabel } from './LabelForm';
import { LabelList } from './LabelList';
import { PromptPanel } from './PromptPanel';
import { SuggestionList } from './SuggestionList';
import workspace from '../../../common/workspace/Workspace.module.css';
import styles from './Tagging.module.css';
import { Toolbox, type Candidate, type ToolboxRequest } from './Toolbox';

/** The toolbox's width (Tagging.module.css), for its placement. */
const TOOLBOX_WIDTH_PX = 320;
/** How often the document is read again while suggestions are being made, and for how long at most. */
export const SUGGESTIONS_POLL_MS = 2000;
export const SUGGESTIONS_WAIT_MS = 180_000;

interface OpenToolbox {
  request: ToolboxRequest;
  placement: Placement;
  /** Changes with each opening: the toolbox starts afresh (its view, its choices). */
  id: number;
}

interface SuggestionRun {
  startedAt: number;
  /** The suggestions as they were when it started (for an API that does not say when a run is under way). */
  before: string;
}

const suggestionsSignature = (document: DocumentDetail) =>
  JSON.stringify([
    document.suggestions_provider,
    document.summary,
    document.suggestions_error ?? null,
    document.unprocessed_openai_tag.map((tag) => [tag.code, tag.data.length]),
  ]);

const spanId = (labelKey: string, passage: Pick<Passage, 'start' | 'end'>) =>
  `${labelKey}:${passage.start}:${passage.end}`;

/**
 * The tagging screen once the text is ready: the aside (metadata, search, labels, suggestions, prompt, Save) and
 * the text with its highlights and the toolbox. Changes are local until Save, with undo and redo; leaving with
 * unsaved changes asks first.
 */
export function TaggingWorkspace({ document, text }: { document: DocumentDetail; text: string }) {
  const intl = useIntl();
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const token = document.token;
  const locale = useLocaleStore((state) => state.locale);
  const queryClient = useQueryClient();

  // ---- Labels, with their history ----
  const [initial] = useState(() => anchorLabels(text, document.categorization));
  const [history, dispatchHistory] = useReducer(historyReducer, initial.labels, createHistory);
  const labels = history.present.labels;
  const unsaved = hasUnsavedChanges(history);
  const [announcement, setAnnouncement] = useState('');
  const dispatch = useCallback((action: LabellingAction) => dispatchHistory({ type: 'do', action }), []);
  const undo = useCallback(() => {
    dispatchHistory({ type: 'undo' });
    setAnnouncement(t('tagging.history.undone'));
  }, [t]);
  const redo = useCallback(() => {
    dispatchHistory({ type: 'redo' });
    setAnnouncement(t('tagging.history.redone'));
  }, [t]);
  useUndoShortcuts(undo, redo);
  const leave = useLeaveGuard(unsaved);

  useEffect(() => {
    if (initial.lost > 0) notify.alert(t('tagging.labels.lost', { count: initial.lost }));
  }, [initial.lost, t]);

  // ---- What the text view paints ----
  const viewRef = useRef<TextViewHandle>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [search, setSearch] = useState<{ result: FileSearchResult; matches: TextRange[] } | null>(null);
  const folded = useRef<string | null>(null);

  const spans = useMemo<TextSpan[]>(
    () =>
      labels.flatMap((label) =>
        label.data.map((passage) => ({
          id: spanId(label.key, passage),
          start: passage.start,
          end: passage.end,
          kind: label.key,
        })),
      ),
    [labels],
  );
  const kinds = useMemo<HighlightKind[]>(
    () => labels.map((label) => ({ key: label.key, background: label.color, color: textColorOn(label.color) })),
    [labels],
  );
  const hoveredLabel = labels.find((label) => label.key === hovered);
  const emphasis = useMemo(
    () => ({
      hover: hoveredLabel?.data ?? [],
      match: search?.matches ?? [],
      current:
        search && search.result.index >= 0 ? search.matches.slice(search.result.index, search.result.index + 1) : [],
    }),
    [hoveredLabel, search],
  );

  const onSearch = (terms: string) => {
    const trimmed = terms.trim();
    if (!trimmed) {
      setSearch(null);
      return;
    }
    let next: { result: FileSearchResult; matches: TextRange[] };
    if (search && search.result.terms === trimmed && search.matches.length > 0) {
      next = { ...search, result: { ...search.result, index: (search.result.index + 1) % search.matches.length } };
    } else {
      folded.current ??= foldText(text);
      const matches = findMatches(folded.current, trimmed);
      next = { matches, result: { terms: trimmed, count: matches.length, index: matches.length > 0 ? 0 : -1 } };
    }
    setSearch(next);
    const current = next.matches[next.result.index];
    if (current) viewRef.current?.scrollToRange(current);
  };

  // ---- The toolbox ----
  const [toolbox, setToolbox] = useState<OpenToolbox | null>(null);
  const openCount = useRef(0);
  const [lastLabelKey, setLastLabelKey] = useState<string | null>(null);
  const [directMode, setDirectMode] = useState(false);
  const [metaHeld, setMetaHeld] = useState(false);
  useMetaKeyHeld(setMetaHeld);
  // Holding Meta switches the editing mode (section 2): direct tagging with the last label, or the toolbox.
  const direct = directMode !== metaHeld;
  const lastLabel = labels.find((label) => label.key === lastLabelKey) ?? null;

  const closeToolbox = useCallback(() => {
    setToolbox(null);
    viewRef.current?.clearSelection();
  }, []);

  const openToolbox = (request: ToolboxRequest, rect: DOMRect, reopened: boolean) => {
    const width = Math.min(TOOLBOX_WIDTH_PX, window.innerWidth - 16);
    const placement = toolboxPlacement({
      selection: rect,
      reopened,
      toolboxWidth: width,
      viewportWidth: window.innerWidth,
    });
    openCount.current += 1;
    setToolbox({ request, placement, id: openCount.current });
  };

  const tagged = (name: string, count: number) => {
    setAnnouncement(t('tagging.toolbox.tagged', { label: name, count }));
  };

  const onSelectText = (selection: TextSelection) => {
    const passage: Passage = { start: selection.start, end: selection.end, content: selection.content };
    if (direct && lastLabel) {
      dispatch({ type: 'tag', key: lastLabel.key, passages: [passage] });
      viewRef.current?.clearSelection();
      tagged(lastLabel.name, 1);
      return;
    }
    openToolbox({ mode: 'new', passage }, selection.viewportRect, false);
  };

  const onHighlightClick = (click: HighlightClick) => {
    const candidates: Candidate[] = [];
    for (const span of click.segment.spans) {
      const label = labels.find((one) => one.key === span.kind);
      const passage = label?.data.find((one) => one.start === span.start && one.end === span.end);
      if (label && passage) candidates.push({ labelKey: label.key, passage });
    }
    if (candidates.length > 0) openToolbox({ mode: 'edit', candidates }, click.viewportRect, true);
  };

  const editPassage = (labelKey: string, passage: Passage) => {
    viewRef.current?.scrollToRange(passage);
    const rect = viewRef.current?.rectOf(passage) ?? new DOMRect(window.innerWidth / 2, window.innerHeight / 2);
    openToolbox({ mode: 'edit', candidates: [{ labelKey, passage }] }, rect, true);
  };

  const selectedPassage = toolbox?.request.mode === 'new' ? toolbox.request.passage : null;
  const occurrences = useMemo(
    () => (selectedPassage ? occurrencesOf(text, selectedPassage) : []),
    [text, selectedPassage],
  );
  const passagesFor = (everyOccurrence: boolean) =>
    everyOccurrence ? occurrences : selectedPassage ? [selectedPassage] : [];

  const onTag = (labelKey: string, everyOccurrence: boolean) => {
    const label = labels.find((one) => one.key === labelKey);
    const passages = passagesFor(everyOccurrence);
    dispatch({ type: 'tag', key: labelKey, passages });
    setLastLabelKey(labelKey);
    closeToolbox();
    if (label) tagged(label.name, passages.length);
  };

  const onCreate = (label: NewLabel, everyOccurrence: boolean) => {
    const passages = passagesFor(everyOccurrence);
    dispatch({ type: 'create', ...label, passages });
    setLastLabelKey(`label-${history.present.nextKey}`);
    closeToolbox();
    tagged(label.name, passages.length);
  };

  const onMove = (candidate: Candidate, labelKey: string) => {
    dispatch({ type: 'move', from: candidate.labelKey, to: labelKey, passage: candidate.passage });
    closeToolbox();
    const label = labels.find((one) => one.key === labelKey);
    if (label) setAnnouncement(t('tagging.toolbox.moved', { label: label.name }));
  };

  const onCreateAndMove = (candidate: Candidate, label: NewLabel) => {
    dispatch({
      type: 'batch',
      actions: [
        { type: 'untag', key: candidate.labelKey, passage: candidate.passage },
        { type: 'create', ...label, passages: [candidate.passage] },
      ],
    });
    closeToolbox();
    setAnnouncement(t('tagging.toolbox.moved', { label: label.name }));
  };

  const onUntag = (candidate: Candidate) => {
    dispatch({ type: 'untag', key: candidate.labelKey, passage: candidate.passage });
    closeToolbox();
    setAnnouncement(t('tagging.toolbox.untagged'));
  };

  // ---- Suggestions and the prompt ----
  const [run, setRun] = useState<SuggestionRun | null>(null);
  const documentQuery = useQuery({
    ...taggingQueries.document(token, locale),
    initialData: document,
    refetchInterval: run ? SUGGESTIONS_POLL_MS : false,
  });
  const current = documentQuery.data ?? document;
  const prompt = useQuery(taggingQueries.prompt());

  useEffect(() => {
    if (!run) return;
    const pending = current.suggestions_pending;
    const finished =
      typeof pending === 'boolean'
        ? !pending && documentQuery.dataUpdatedAt > run.startedAt
        : suggestionsSignature(current) !== run.before;
    if (finished) setRun(null);
    else if (Date.now() - run.startedAt > SUGGESTIONS_WAIT_MS) {
      setRun(null);
      notify.error(t('tagging.suggestions.timeout'));
    }
  }, [run, current, documentQuery.dataUpdatedAt, t]);

  const regenerate = useMutation({
    mutationFn: async (text: string) => {
      if (text !== prompt.data?.prompt) {
        const saved = await saveLabellingPrompt(text);
        queryClient.setQueryData(taggingKeys.prompt(), saved);
      }
      return launchLabelling(token, text);
    },
    onSuccess: () => {
      setRun({ startedAt: Date.now(), before: suggestionsSignature(current) });
      void queryClient.invalidateQueries({ queryKey: taggingKeys.documents() });
    },
    onError: (error) => notify.error(errorToastText(intl, error)),
  });

  const handled = new Set(history.present.handledSuggestions);
  const suggestions = current.unprocessed_openai_tag.filter((suggestion) => !handled.has(suggestion.code));

  const accept = (accepted: readonly SuggestedLabel[]) => {
    const anchored = anchorLabels(text, accepted);
    dispatch({ type: 'accept', suggestions: anchored.labels });
    if (anchored.lost > 0) notify.alert(t('tagging.labels.lost', { count: anchored.lost }));
    setAnnouncement(t('tagging.suggestions.accepted', { count: accepted.length }));
  };

  // ---- Save ----
  const [markProcessed, setMarkProcessed] = useState(false);
  const processed = current.state === 'processed';
  const save = useMutation({
    mutationFn: (sent: typeof history.present) =>
      saveLabels({ token, categorization: categorizationOf(sent), processed: markProcessed && !processed }),
    onSuccess: (saved, sent) => {
      dispatchHistory({ type: 'saved', state: sent });
      queryClient.setQueryData(taggingKeys.document(token, locale), saved);
      setMarkProcessed(false);
      notify.success(t('tagging.saved'));
    },
    onError: (error) => notify.error(errorToastText(intl, error)),
  });

  const onMetadataSaved = (saved: DocumentDetail) => {
    queryClient.setQueryData(taggingKeys.document(token, locale), saved);
    void queryClient.invalidateQueries({ queryKey: taggingKeys.documents() });
  };

  const toolboxPosition = (() => {
    if (!toolbox) return null;
    const origin = viewRef.current?.contentOrigin() ?? { left: 0, top: 0, width: 0 };
    return {
      side: toolbox.placement.side,
      left: toolbox.placement.left - origin.left,
      top: toolbox.placement.top - origin.top,
    };
  })();

  const [toolsOpen, setToolsOpen] = useState(false);

  return (
    <div className={workspace.screen}>
      <header className={workspace.header}>
        <h1 className={workspace.title}>
          {t('tagging.Tagging.title')} <span className={workspace.documentName}>{current.name}</span>
        </h1>
        <div className={styles.headerStatus}>
          {processed ? <Badge tone="success">{t('tagging.status.processed')}</Badge> : null}
          {unsaved ? <Badge tone="warning">{t('tagging.status.unsaved')}</Badge> : null}
        </div>
      </header>
      <button
        type="button"
        className={workspace.toolsToggle}
        aria-expanded={toolsOpen}
        aria-controls="tagging-aside"
        onClick={() => setToolsOpen((open) => !open)}
      >
        {t(toolsOpen ? 'tagging.tools.hide' : 'tagging.tools.show')}
      </button>
      <div className={workspace.layout}>
        <aside
          id="tagging-aside"
          className={cx(workspace.aside, toolsOpen && workspace.asideOpen)}
          aria-label={t('tagging.tools.label')}
        >
          <div className={workspace.asideScroll}>
            <DocumentInfo document={current} onMetadataSaved={onMetadataSaved} />
            <FileSearch result={search?.result ?? null} onSearch={onSearch} />
            <LabelList
              labels={labels}
              saved={history.saved}
              onHover={setHovered}
              onRename={(key, name) => dispatch({ type: 'rename', key, name })}
              onRecode={(key, code) => dispatch({ type: 'recode', key, code })}
              onRecolor={(key, color) => dispatch({ type: 'recolor', key, color })}
              onRemove={(key) => dispatch({ type: 'remove', key })}
              onShowPassage={(passage) => viewRef.current?.scrollToRange(passage)}
              onEditPassage={editPassage}
            />
            <section className={styles.section} aria-labelledby="tagging-mode-title">
              <h2 id="tagging-mode-title" className={styles.sectionTitle}>
                {t('tagging.mode.title')}
              </h2>
              <label className={styles.checkboxLine}>
                <input
                  type="checkbox"
                  checked={direct}
                  onChange={(event) => setDirectMode(event.target.checked !== metaHeld)}
                />
                {t('tagging.mode.direct')}
              </label>
              <p className={workspace.muted}>
                {lastLabel ? t('tagging.mode.directWith', { label: lastLabel.name }) : t('tagging.mode.directNone')}
              </p>
            </section>
            <SuggestionList
              suggestions={suggestions}
              provider={current.suggestions_provider}
              running={run !== null || current.suggestions_pending === true}
              error={current.suggestions_error_message ?? null}
              onAccept={(suggestion) => accept([suggestion])}
              onAcceptAll={() => accept(suggestions)}
              onReject={(suggestion) => {
                dispatch({ type: 'reject', code: suggestion.code });
                setAnnouncement(t('tagging.suggestions.rejected', { name: suggestion.name }));
              }}
            />
            <PromptPanel
              prompt={prompt.data?.prompt}
              summary={current.summary}
              busy={regenerate.isPending || run !== null}
              onRegenerate={(value) => regenerate.mutate(value)}
            />
          </div>
          <div className={styles.saveBar}>
            <div className={styles.historyButtons}>
              <Button
                variant="ghost"
                size="sm"
                disabled={history.past.length === 0}
                onClick={undo}
                aria-keyshortcuts="Control+Z"
              >
                {t('tagging.history.undo')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={history.future.length === 0}
                onClick={redo}
                aria-keyshortcuts="Control+Shift+Z"
              >
                {t('tagging.history.redo')}
              </Button>
            </div>
            {processed ? null : (
              <label className={styles.checkboxLine}>
                <input
                  type="checkbox"
                  checked={markProcessed}
                  onChange={(event) => setMarkProcessed(event.target.checked)}
                />
                {t('tagging.save.processed')}
              </label>
            )}
            <Button
              fullWidth
              loading={save.isPending}
              disabled={save.isPending || (!unsaved && !markProcessed)}
              onClick={() => save.mutate(history.present)}
            >
              {t('tagging.save.submit')}
            </Button>
          </div>
        </aside>
        <div className={`${workspace.main} ${styles.textColumn}`}>
          <HighlightedText
            handleRef={viewRef}
            text={text}
            spans={spans}
            kinds={kinds}
            emphasis={emphasis}
            label={t('tagging.text.label', { name: current.name })}
            onSelectText={onSelectText}
            onHighlightClick={onHighlightClick}
            overlay={
              toolbox && toolboxPosition ? (
                <Toolbox
                  key={toolbox.id}
                  request={toolbox.request}
                  labels={labels}
                  position={toolboxPosition}
                  occurrences={occurrences.length}
                  onTag={onTag}
                  onCreate={onCreate}
                  onMove={onMove}
                  onCreateAndMove={onCreateAndMove}
                  onUntag={onUntag}
                  onClose={closeToolbox}
                />
              ) : null
            }
          />
          <p className={workspace.hint}>{t('tagging.text.hint')}</p>
        </div>
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <ConfirmDialog
        open={leave !== null}
        title={t('tagging.leave.title')}
        confirmLabel={t('tagging.leave.confirm')}
        cancelLabel={t('tagging.leave.cancel')}
        destructive
        onConfirm={() => leave?.confirm()}
        onCancel={() => leave?.cancel()}
      >
        <p>{t('tagging.leave.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
