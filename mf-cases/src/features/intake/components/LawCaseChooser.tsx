import { Button, ChoiceGroup, ChoiceOption, validationMessageIds as ids, type IntakeCategory } from '@lexdesk/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { RequiredMark } from './fields';
import styles from './Intake.module.css';

interface LawCaseChooserProps {
  categories: readonly IntakeCategory[];
  /** The form of the chosen law case is being fetched. */
  loading: boolean;
  onChoose: (lawCaseId: number) => void;
}

/**
 * The link named no law case: the litigant picks the area of law, then their situation in it. Choosing
 * is confirmed with a button, not on each radio change, since arrow keys move through radio buttons.
 */
export function LawCaseChooser({ categories, loading, onChoose }: LawCaseChooserProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [categoryId, setCategoryId] = useState<number | null>(
    categories.length === 1 ? (categories[0]?.id ?? null) : null,
  );
  const [lawCaseId, setLawCaseId] = useState<number | null>(null);
  const [missing, setMissing] = useState<'category' | 'lawCase' | null>(null);
  const categoryGroup = useRef<HTMLDivElement>(null);
  const lawCaseGroup = useRef<HTMLDivElement>(null);
  const category = categories.find((item) => item.id === categoryId) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lawCaseId !== null && category?.law_cases.some((lawCase) => lawCase.id === lawCaseId)) {
      setMissing(null);
      onChoose(lawCaseId);
      return;
    }
    const which = category ? 'lawCase' : 'category';
    setMissing(which);
    (which === 'category' ? categoryGroup : lawCaseGroup).current?.querySelector('input')?.focus();
  };

  return (
    <section aria-labelledby="intake-chooser-title" className={styles.card}>
      <h2 id="intake-chooser-title" className={styles.sectionTitle}>
        {t('cases.intake.chooser.title')}
      </h2>
      <p className={styles.intro}>{t('cases.intake.chooser.hint')}</p>
      <form noValidate className={styles.form} onSubmit={submit}>
        <div ref={categoryGroup}>
          <ChoiceGroup
            legend={
              <>
                {t('cases.intake.chooser.category')}
                <RequiredMark />
              </>
            }
            error={missing === 'category' ? t(ids.required) : undefined}
          >
            {categories.map((item) => (
              <ChoiceOption
                key={item.id}
                type="radio"
                name="intake-category"
                value={String(item.id)}
                label={item.description}
                required
                invalid={missing === 'category'}
                checked={item.id === categoryId}
                onChange={() => {
                  setCategoryId(item.id);
                  setLawCaseId(null);
                  setMissing(null);
                }}
              />
            ))}
          </ChoiceGroup>
        </div>
        {category && (
          <div ref={lawCaseGroup}>
            <ChoiceGroup
              legend={
                <>
                  {t('cases.intake.chooser.lawCase')}
                  <RequiredMark />
                </>
              }
              error={missing === 'lawCase' ? t(ids.required) : undefined}
            >
              {category.law_cases.map((lawCase) => (
                <ChoiceOption
                  key={lawCase.id}
                  type="radio"
                  name="intake-law-case"
                  value={String(lawCase.id)}
                  label={lawCase.content}
                  required
                  invalid={missing === 'lawCase'}
                  checked={lawCase.id === lawCaseId}
                  onChange={() => {
                    setLawCaseId(lawCase.id);
                    setMissing(null);
                  }}
                />
              ))}
            </ChoiceGroup>
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={loading}>
            {t('cases.intake.chooser.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
