import { Button, cx } from '@lexdesk/shared';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AnonymisationDecision, AnonymisationEntity } from '../../../api/anonymisation';
import { CATEGORY_COLOURS, type EntityGroup } from '../model/review';
import workspace from '../../../common/workspace/Workspace.module.css';
import styles from './Anonymisation.module.css';

export interface EntityListProps {
  groups: readonly EntityGroup[];
  currentId: number | null;
  /** Filled with each occurrence's button, so that the focus can follow the current entity. */
  occurrenceRefs: Map<number, HTMLButtonElement>;
  undecided: number;
  onShow: (entity: AnonymisationEntity) => void;
  onDecide: (entities: readonly AnonymisationEntity[], decision: AnonymisationDecision) => void;
  /** A or Enter, R or Delete on an occurrence: decided, then on to the next proposal. */
  onKeyDecide: (entity: AnonymisationEntity, decision: AnonymisationDecision) => void;
  onDecideAll: (decision: AnonymisationDecision) => void;
}

/**
 * The entities grouped as one person (or one address...): its replacement, category, count and source, and
 * buttons for all of its occurrences; then each occurrence with its own decision. The whole list at the top.
 */
export function EntityList({
  groups,
  currentId,
  occurrenceRefs,
  undecided,
  onShow,
  onDecide,
  onKeyDecide,
  onDecideAll,
}: EntityListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const onOccurrenceKey = (event: KeyboardEvent<HTMLButtonElement>, entity: AnonymisationEntity) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // The keys act on the focused occurrence (which a Tab may have reached without making it current).
    const key = event.key.toLowerCase();
    const decision = key === 'enter' || key === 'a' ? 'accepted' : key === 'delete' || key === 'r' ? 'rejected' : null;
    if (!decision) return;
    event.preventDefault();
    onKeyDecide(entity, decision);
  };

  return (
    <section className={styles.section} aria-labelledby="anonymisation-entities-title">
      <h2 id="anonymisation-entities-title" className={styles.sectionTitle}>
        {t('tagging.anonymisation.entities.title')}
      </h2>
      {groups.length === 0 ? (
        <p className={workspace.muted}>{t('tagging.anonymisation.entities.none')}</p>
      ) : (
        <div className={styles.groupActions}>
          <Button size="sm" variant="secondary" disabled={undecided === 0} onClick={() => onDecideAll('accepted')}>
            {t('tagging.anonymisation.all.accept')}
          </Button>
          <Button size="sm" variant="ghost" disabled={undecided === 0} onClick={() => onDecideAll('rejected')}>
            {t('tagging.anonymisation.all.reject')}
          </Button>
        </div>
      )}
      <ul className={styles.groups}>
        {groups.map((group) => {
          const headingId = `anonymisation-group-${group.key}`;
          const category = t(`tagging.anonymisation.category.${group.category}`);
          return (
            <li key={group.key} className={styles.group} aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.groupTitle}>
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: `#${CATEGORY_COLOURS[group.category].background}` }}
                  aria-hidden="true"
                />
                <span className={styles.replacement}>{group.replacement}</span>{' '}
                <span className={styles.groupCategory}>{category}</span>
              </h3>
              <p className={styles.groupFacts}>
                {t('tagging.anonymisation.group.facts', {
                  count: group.occurrences.length,
                  sources: group.sources.map((source) => t(`tagging.anonymisation.source.${source}`)).join(', '),
                })}
              </p>
              <div className={styles.groupActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={group.counts.accepted === group.occurrences.length}
                  onClick={() => onDecide(group.occurrences, 'accepted')}
                  aria-label={t('tagging.anonymisation.group.acceptLabel', { replacement: group.replacement })}
                >
                  {t('tagging.anonymisation.group.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={group.counts.rejected === group.occurrences.length}
                  onClick={() => onDecide(group.occurrences, 'rejected')}
                  aria-label={t('tagging.anonymisation.group.rejectLabel', { replacement: group.replacement })}
                >
                  {t('tagging.anonymisation.group.reject')}
                </Button>
              </div>
              <ul className={styles.occurrences}>
                {group.occurrences.map((entity, index) => {
                  const position = { content: entity.content, index: index + 1, count: group.occurrences.length };
                  return (
                    <li
                      key={entity.id}
                      className={cx(styles.occurrence, entity.id === currentId && styles.occurrenceCurrent)}
                    >
                      <button
                        type="button"
                        ref={(element) => {
                          if (element) occurrenceRefs.set(entity.id, element);
                          else occurrenceRefs.delete(entity.id);
                        }}
                        className={styles.occurrenceButton}
                        aria-current={entity.id === currentId ? 'true' : undefined}
                        aria-keyshortcuts="A Enter R Delete"
                        onClick={() => onShow(entity)}
                        onKeyDown={(event) => onOccurrenceKey(event, entity)}
                      >
                        <span className={cx(styles.occurrenceText, styles[entity.decision])}>{entity.content}</span>{' '}
                        <span className={styles.decision}>
                          {t(`tagging.anonymisation.decision.${entity.decision}`)}
                        </span>
                      </button>
                      <span className={styles.occurrenceActions}>
                        <Button
                          size="sm"
                          variant={entity.decision === 'accepted' ? 'primary' : 'secondary'}
                          aria-pressed={entity.decision === 'accepted'}
                          aria-label={t('tagging.anonymisation.one.acceptLabel', position)}
                          onClick={() => onDecide([entity], entity.decision === 'accepted' ? 'proposed' : 'accepted')}
                        >
                          {t('tagging.anonymisation.one.accept')}
                        </Button>
                        <Button
                          size="sm"
                          variant={entity.decision === 'rejected' ? 'primary' : 'ghost'}
                          aria-pressed={entity.decision === 'rejected'}
                          aria-label={t('tagging.anonymisation.one.rejectLabel', position)}
                          onClick={() => onDecide([entity], entity.decision === 'rejected' ? 'proposed' : 'rejected')}
                        >
                          {t('tagging.anonymisation.one.reject')}
                        </Button>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
