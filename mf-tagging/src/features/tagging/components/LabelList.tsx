import { Badge, Button, cx, TextField, VisuallyHidden } from '@lexdesk/shared';
import { labelCodeOf } from '@lexdesk/shared/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LabelDraft, LabellingHistory, Passage } from '../model/labelling';
import { textColorOn } from '../model/palette';
import { ColorChoice } from './ColorChoice';
import { useCopyCode } from './LabelForm';
import workspace from '../../../common/workspace/Workspace.module.css';
import styles from './Tagging.module.css';

/** Passages listed at first under an open label; the rest on demand. */
const PASSAGES_SHOWN = 20;

export interface LabelListProps {
  labels: readonly LabelDraft[];
  saved: LabellingHistory['saved'];
  onHover: (key: string | null) => void;
  onRename: (key: string, name: string) => void;
  onRecode: (key: string, code: string) => void;
  onRecolor: (key: string, color: string) => void;
  onRemove: (key: string) => void;
  onShowPassage: (passage: Passage) => void;
  onEditPassage: (key: string, passage: Passage) => void;
}

/**
 * The labels (specification 001, sections 2 and 5): each with its colour, name and count of passages; it
 * highlights its passages while hovered or focused. Open, its name and code can be changed (emptied, they get
 * their saved value back on blur), its colour chosen, its code copied ("Tag copié !"), its passages shown.
 */
export function LabelList(props: LabelListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section className={styles.section} aria-labelledby="tagging-labels-title">
      <h2 id="tagging-labels-title" className={styles.sectionTitle}>
        {t('tagging.labels.title')} <span className={workspace.muted}>({props.labels.length})</span>
      </h2>
      {props.labels.length === 0 ? (
        <p className={workspace.muted}>{t('tagging.labels.empty')}</p>
      ) : (
        <ul className={styles.labelList}>
          {props.labels.map((label, index) => (
            <LabelItem
              key={label.key}
              label={label}
              index={index}
              open={open.has(label.key)}
              onToggle={() => toggle(label.key)}
              {...props}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function LabelItem({
  label,
  index,
  open,
  onToggle,
  labels,
  saved,
  onHover,
  onRename,
  onRecode,
  onRecolor,
  onRemove,
  onShowPassage,
  onEditPassage,
}: LabelListProps & { label: LabelDraft; index: number; open: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const copyCode = useCopyCode();
  const [name, setName] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [shown, setShown] = useState(PASSAGES_SHOWN);
  const savedValues = saved[label.key] ?? { name: label.name, code: label.code };
  const detailsId = `tagging-label-${label.key}`;

  // Section 5: a name or code emptied gets its saved value back on blur.
  const commitName = () => {
    const typed = (name ?? label.name).trim();
    onRename(label.key, typed || savedValues.name);
    setName(null);
  };
  const commitCode = () => {
    const typed = code ?? label.code;
    const next = typed || savedValues.code;
    if (labels.some((other) => other.key !== label.key && other.code === next)) {
      setCodeError(t('tagging.label.codeTaken'));
      return;
    }
    setCodeError(null);
    onRecode(label.key, next);
    setCode(null);
  };

  return (
    <li
      className={styles.labelItem}
      onMouseEnter={() => onHover(label.key)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(label.key)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHover(null);
      }}
    >
      <div className={styles.labelRow}>
        <span
          className={styles.labelChip}
          style={{ backgroundColor: `#${label.color}`, color: `#${textColorOn(label.color)}` }}
          aria-hidden="true"
        >
          {index < 9 ? index + 1 : ''}
        </span>
        <button
          type="button"
          className={styles.labelToggle}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          <span className={styles.labelName}>{label.name}</span>
          <span className={styles.labelCode}>{label.code}</span>
        </button>
        <Badge tone={label.data.length > 0 ? 'info' : 'neutral'}>
          <span aria-hidden="true">{label.data.length}</span>
          <VisuallyHidden>{t('tagging.labels.count', { count: label.data.length })}</VisuallyHidden>
        </Badge>
        {label.openai ? <span className={styles.suggestedMark}>{t('tagging.labels.suggested')}</span> : null}
      </div>
      {open ? (
        <div id={detailsId} className={styles.labelDetails}>
          <TextField
            label={t('tagging.label.name')}
            value={name ?? label.name}
            onChange={(event) => setName(event.target.value)}
            onBlur={commitName}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
          <TextField
            label={t('tagging.label.code')}
            value={code ?? label.code}
            spellCheck={false}
            error={codeError}
            onChange={(event) => setCode(labelCodeOf(event.target.value))}
            onBlur={commitCode}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
          <ColorChoice value={label.color} onChange={(color) => onRecolor(label.key, color)} />
          <div className={styles.formActions}>
            <Button variant="ghost" size="sm" onClick={() => void copyCode(label.code)}>
              {t('tagging.code.copy')}
            </Button>
            <Button variant="danger" size="sm" onClick={() => onRemove(label.key)}>
              {t('tagging.labels.remove')}
            </Button>
          </div>
          {label.data.length > 0 ? (
            <>
              <h3 className={styles.passagesTitle}>{t('tagging.labels.passages')}</h3>
              <ol className={styles.passages}>
                {label.data.slice(0, shown).map((passage) => (
                  <li key={`${passage.start}:${passage.end}`} className={styles.passage}>
                    <button
                      type="button"
                      className={cx(styles.linkButton, styles.passageText)}
                      onClick={() => onShowPassage(passage)}
                    >
                      {passage.content.length > 60 ? `${passage.content.slice(0, 59)}…` : passage.content}
                    </button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('tagging.labels.editPassage', { text: passage.content.slice(0, 60) })}
                      onClick={() => onEditPassage(label.key, passage)}
                    >
                      {t('tagging.labels.edit')}
                    </Button>
                  </li>
                ))}
              </ol>
              {label.data.length > shown ? (
                <Button variant="ghost" size="sm" onClick={() => setShown((count) => count + PASSAGES_SHOWN * 5)}>
                  {t('tagging.labels.more', { count: label.data.length - shown })}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
