import { Button } from '@lexdesk/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AnonymisationAddition, AnonymisationCategory } from '../../../api/anonymisation';
import type { TextSelection } from '../../../common/text-view/components/HighlightedText';
import { CATEGORIES, type EntityGroup } from '../model/review';
import styles from './Anonymisation.module.css';

export type NewEntity = AnonymisationAddition;

const NEW_GROUP = '';

/** The group an addition most likely belongs to: one with an occurrence written the same way. */
function sameContentGroup(groups: readonly EntityGroup[], content: string): EntityGroup | undefined {
  const wanted = content.trim().toLocaleLowerCase();
  return groups.find((group) =>
    group.occurrences.some((occurrence) => occurrence.content.trim().toLocaleLowerCase() === wanted),
  );
}

/**
 * The small toolbox for a span the detection missed: its category and, optionally, the entity it is another
 * occurrence of ("same person as…", so it takes that replacement). Escape or Cancel closes it.
 */
export function AdditionPanel({
  selection,
  groups,
  busy,
  onAdd,
  onClose,
}: {
  selection: TextSelection;
  groups: readonly EntityGroup[];
  busy: boolean;
  onAdd: (entity: NewEntity) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const categoryId = useId();
  const groupId = useId();
  const guess = sameContentGroup(groups, selection.content);
  const [category, setCategory] = useState<AnonymisationCategory>(guess?.category ?? 'person');
  const [group, setGroup] = useState(guess?.key ?? NEW_GROUP);
  const firstField = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({
      start_index: selection.start,
      end_index: selection.end,
      content: selection.content,
      category,
      ...(group === NEW_GROUP ? {} : { group }),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <div className={styles.addition} role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <form className={styles.additionForm} onSubmit={onSubmit}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('tagging.anonymisation.add.title', { content: selection.content })}
        </h2>
        <div className={styles.additionFields}>
          <label className={styles.field} htmlFor={categoryId}>
            {t('tagging.anonymisation.add.category')}
            <select
              id={categoryId}
              ref={firstField}
              className={styles.select}
              value={category}
              onChange={(event) => setCategory(event.target.value as AnonymisationCategory)}
            >
              {CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`tagging.anonymisation.category.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor={groupId}>
            {t('tagging.anonymisation.add.group')}
            <select
              id={groupId}
              className={styles.select}
              value={group}
              onChange={(event) => {
                const chosen = groups.find((one) => one.key === event.target.value);
                setGroup(event.target.value);
                if (chosen) setCategory(chosen.category);
              }}
            >
              <option value={NEW_GROUP}>{t('tagging.anonymisation.add.newGroup')}</option>
              {groups.map((one) => (
                <option key={one.key} value={one.key}>
                  {t('tagging.anonymisation.add.groupOption', {
                    replacement: one.replacement,
                    content: one.occurrences[0]?.content ?? '',
                  })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className={styles.groupActions}>
          <Button type="submit" size="sm" loading={busy}>
            {t('tagging.anonymisation.add.submit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('tagging.anonymisation.add.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
