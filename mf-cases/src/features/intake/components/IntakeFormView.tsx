import {
  Button,
  Checkbox,
  INTAKE_NAME_MAX_LENGTH,
  pathTo,
  type FileProgress,
  type IntakeForm,
  type LawCase,
  TextField,
  useErrorText,
} from '@lexdesk/shared';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { questionKey, type IntakeValues } from '../model';
import { RequiredMark } from './fields';
import styles from './Intake.module.css';
import { QuestionField } from './QuestionField';

interface IntakeFormViewProps {
  form: IntakeForm & { law_case: LawCase };
  methods: UseFormReturn<IntakeValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The error summary or the "reloaded" notice, above the fields. */
  notice: ReactNode;
  /** Set when the litigant chose the law case here: they may choose again. */
  onChangeLawCase?: () => void;
  submitRef: Ref<HTMLButtonElement>;
  /** The submit waits for the proof of work (solved in the background) before sending. */
  verifying?: boolean;
  /** Each file's progress while the submission is sent: a labelled bar per file. */
  uploads?: readonly FileProgress[];
}

/** The questionnaire of one law case, the litigant's contact details and the acknowledgement of the privacy policy. */
export function IntakeFormView({
  form,
  methods,
  onSubmit,
  notice,
  onChangeLawCase,
  submitRef,
  verifying = false,
  uploads = [],
}: IntakeFormViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const {
    register,
    getValues,
    formState: { errors, isSubmitting },
  } = methods;

  // Only the questions shown count: answers kept from another law case are not sent.
  const countOtherFiles = (exceptKey: string) =>
    form.questions
      .map(questionKey)
      .filter((key) => key !== exceptKey)
      .reduce((total, key) => total + (getValues(`files.${key}`)?.length ?? 0), 0);

  const label = (id: string) => (
    <>
      {t(id)}
      <RequiredMark />
    </>
  );

  return (
    <form noValidate className={styles.form} onSubmit={onSubmit}>
      {notice}
      <p className={styles.note}>{t('cases.intake.requiredNote')}</p>

      <section aria-labelledby="intake-questions-title" className={styles.card}>
        <h2 id="intake-questions-title" className={styles.sectionTitle}>
          {t('cases.intake.questions.title')}
        </h2>
        <p className={styles.lawCase}>
          <span>{t('cases.intake.lawCase.current', { lawCase: form.law_case.content })}</span>
          {onChangeLawCase && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('cases.intake.lawCase.changeLabel')}
              onClick={onChangeLawCase}
            >
              {t('cases.intake.lawCase.change')}
            </Button>
          )}
        </p>
        {form.questions.map((question) => (
          <QuestionField key={question.id} question={question} methods={methods} countOtherFiles={countOtherFiles} />
        ))}
      </section>

      <section aria-labelledby="intake-contact-title" className={styles.card}>
        <h2 id="intake-contact-title" className={styles.sectionTitle}>
          {t('cases.intake.contact.title')}
        </h2>
        <div className={styles.row}>
          <TextField
            label={label('cases.contact.firstname')}
            autoComplete="given-name"
            maxLength={INTAKE_NAME_MAX_LENGTH}
            required
            error={errorText(errors.firstname, INTAKE_NAME_MAX_LENGTH)}
            {...register('firstname')}
          />
          <TextField
            label={label('cases.contact.lastname')}
            autoComplete="family-name"
            maxLength={INTAKE_NAME_MAX_LENGTH}
            required
            error={errorText(errors.lastname, INTAKE_NAME_MAX_LENGTH)}
            {...register('lastname')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={label('cases.contact.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errorText(errors.email)}
            {...register('email')}
          />
          <TextField
            label={label('cases.contact.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('cases.intake.fields.phoneHint')}
            required
            error={errorText(errors.phone)}
            {...register('phone')}
          />
        </div>
        <div className={styles.privacy}>
          <p id="intake-privacy-basis" className={styles.hint}>
            {t('cases.intake.privacy.basis')}
          </p>
          <p className={styles.hint}>
            <a href={form.privacy_url ?? pathTo.Legals('privacy')} target="_blank" rel="noopener noreferrer">
              {t(form.privacy_url ? 'cases.intake.privacy.firm' : 'cases.intake.privacy.lexdesk')}
            </a>
          </p>
          <Checkbox
            label={label('cases.intake.privacy.acknowledgement')}
            required
            aria-describedby="intake-privacy-basis"
            error={errorText(errors.privacyAcknowledged)}
            {...register('privacyAcknowledged')}
          />
        </div>
      </section>

      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={t('cases.intake.uploads')}>
          {uploads.map((file, index) => (
            <li key={`${file.field}-${index}`} className={styles.upload}>
              <span className={styles.uploadName}>{file.name}</span>
              <progress
                className={styles.uploadBar}
                max={Math.max(1, file.size)}
                value={Math.min(file.loaded, Math.max(1, file.size))}
                aria-label={t('cases.intake.fileProgress', { name: file.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button ref={submitRef} type="submit" loading={isSubmitting}>
          {verifying
            ? t('cases.intake.verifying')
            : isSubmitting
              ? t('cases.intake.sending')
              : t('cases.intake.submit')}
        </Button>
      </div>
    </form>
  );
}
