import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  FormError,
  INTAKE_PARAMS,
  type FileProgress,
  type IntakeForm,
  isAbortedError,
  isApiError,
  type LawCase,
  type Locale,
  SERVER_TEXT,
  Spinner,
} from '@lexdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { submitIntake } from '../../../api/legalCases';
import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { knownLocale, preferredLocale, toLocale } from '../../../common/questionnaire';
import { useFrameHeight } from '../hooks/useFrameHeight';
import { useIntakeLoader, usePageLocale } from '../hooks/useIntakeLoader';
import { useProofOfWork } from '../hooks/useProofOfWork';
import {
  buildIntakeFormData,
  emptyIntakeValues,
  fieldOrder,
  intakeSchema,
  mapServerErrors,
  parseLawCaseId,
  type IntakeValues,
} from '../model';
import { Confirmation } from './Confirmation';
import styles from './Intake.module.css';
import { IntakeFormView } from './IntakeFormView';
import { LanguageChoice } from './LanguageChoice';
import { LawCaseChooser } from './LawCaseChooser';

/** One submission: the form's token and the multipart body. */
interface IntakeSubmission {
  formToken: string;
  body: FormData;
}

/** What went wrong with the last submission, shown above the form. */
type SubmitProblem = { kind: 'expired' } | { kind: 'messages'; messages: string[] };

const hasLawCase = (form: IntakeForm | null): form is IntakeForm & { law_case: LawCase } => !!form?.law_case;

/** The browser's preferred languages (navigator.languages), read once per page. */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The public intake page (/intake?uuid=&lawCase=&lang=), shown without chrome since firms frame it on
 * their own sites (shell/public/casus.js). Its URL is its state: the language and the law case live in
 * the query, so a reload keeps them; what the litigant typed lives in one react-hook-form instance for
 * the page's whole life, so a language switch, another law case or a reload after expiry keeps it.
 * Without a ?lang= of ours, the page speaks the browser's first language of ours (else French).
 */
export function IntakePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [searchParams, setSearchParams] = useSearchParams();
  const uuid = (searchParams.get(INTAKE_PARAMS.uuid) ?? '').trim();
  const lawCaseId = parseLawCaseId(searchParams.get(INTAKE_PARAMS.lawCase));
  const [browserLocale] = useState(() => preferredLocale(browserLanguages()));
  const lang = knownLocale(searchParams.get(INTAKE_PARAMS.lang)) ?? browserLocale;
  usePageLocale(lang);
  // The language the page's own texts are shown in: the interface switches once they are loaded.
  const shownLocale = toLocale(intl.locale);
  const loader = useIntakeLoader({ uuid, lawCase: lawCaseId, lang });
  // The form shown is always in the language of the texts around it: a form received in the new language waits
  // for its texts (and the previous one stays) so the page is never half in one language, half in another.
  const [form, setForm] = useState<IntakeForm | null>(null);
  if (loader.form !== form && loader.form?.lang === shownLocale) setForm(loader.form);
  // Solved in the background from the moment the form arrives, again for each form received.
  const proofOfWork = useProofOfWork(form?.challenge);
  useFrameHeight();

  const questions = useMemo(() => (hasLawCase(form) ? form.questions : []), [form]);
  const schema = useMemo(() => intakeSchema(questions), [questions]);
  const methods = useForm<IntakeValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The page focuses the first invalid field in the order it shows them (react-hook-form would go by
    // registration order, which a language switch or another law case shuffles).
    shouldFocusError: false,
    // raw: the values as typed; buildIntakeFormData trims and keeps only the questions shown.
    resolver: valibotResolver(schema, undefined, { raw: true }),
    defaultValues: emptyIntakeValues(),
  });

  const [litigantChose, setLitigantChose] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const [sent, setSent] = useState<{ email: string; phone: string } | null>(null);
  const [verifying, setVerifying] = useState(false);
  // Each file's progress while the submission goes out (empty otherwise).
  const [uploads, setUploads] = useState<FileProgress[]>([]);
  // Leaving the page aborts a submission still going out (its files may be large).
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const submission = useMutation({
    mutationFn: ({ formToken, body }: IntakeSubmission) =>
      submitIntake(formToken, body, {
        signal: leaving.current?.signal,
        onProgress: (progress) => setUploads(progress.files),
      }),
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusSummary = useRef(false);

  useEffect(() => {
    if (problem && focusSummary.current) summaryRef.current?.focus();
    focusSummary.current = false;
  }, [problem]);

  const updateQuery = (changes: Record<string, string>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const showProblem = (next: SubmitProblem, focus: boolean) => {
    focusSummary.current = focus;
    setProblem(next);
  };

  const focusFirstInvalid = (errors: FieldErrors<IntakeValues>): boolean => {
    const first = fieldOrder(questions).find((name) => get(errors, name));
    if (first) methods.setFocus(first);
    return !!first;
  };

  const reportFailure = (error: unknown) => {
    if (!isApiError(error)) return showProblem({ kind: 'messages', messages: [t('errors.500')] }, true);
    const serverText = error.message.trim();
    switch (error.status) {
      case 422: {
        const mapped = mapServerErrors(error.errors, questions);
        for (const [name, message] of mapped.fields) methods.setError(name, { type: SERVER_TEXT, message });
        const onFields = mapped.fields.length > 0;
        if (mapped.other.length > 0 || !onFields)
          showProblem(
            { kind: 'messages', messages: mapped.other.length > 0 ? mapped.other : [serverText || t('errors.500')] },
            !onFields,
          );
        // In the order the page shows the fields: the first one takes the focus.
        if (onFields) methods.setFocus(mapped.fields[0]![0]);
        return;
      }
      case 419:
        return showProblem({ kind: 'expired' }, true);
      case 404:
        return showProblem({ kind: 'messages', messages: [t('cases.intake.unavailable')] }, true);
      case 413:
        return showProblem({ kind: 'messages', messages: [serverText || t('cases.intake.errors.tooLarge')] }, true);
      case 429:
        return showProblem(
          { kind: 'messages', messages: [serverText || t('cases.intake.errors.tooManyRequests')] },
          true,
        );
      default:
        return showProblem({ kind: 'messages', messages: [serverText || t('errors.500')] }, true);
    }
  };

  const onSubmit = methods.handleSubmit(
    async (values) => {
      if (!hasLawCase(form)) return;
      setProblem(null);
      setReloaded(false);
      // A litigant quicker than the proof of work waits for it, told so by the button.
      if (!proofOfWork.isReady(form.challenge)) setVerifying(true);
      const proof = await proofOfWork.solution(form.challenge);
      setVerifying(false);
      await submission
        .mutateAsync({ formToken: form.form_token, body: buildIntakeFormData(values, form, proof) })
        .then(
          () => setSent({ email: values.email.trim(), phone: values.phone.trim() }),
          (error: unknown) => {
            if (!isAbortedError(error)) reportFailure(error);
          },
        )
        .finally(() => setUploads([]));
    },
    (errors) => {
      focusFirstInvalid(errors);
    },
  );

  const reloadForm = async () => {
    setReloading(true);
    const fresh = await loader.reload();
    setReloading(false);
    if (!fresh) return;
    setProblem(null);
    setReloaded(true);
    submitRef.current?.focus();
  };

  const onLanguage = (code: Locale) => updateQuery({ lang: code });
  const onChooseLawCase = (id: number) => {
    setLitigantChose(true);
    updateQuery({ lawCase: String(id) });
  };

  const unavailable = (
    <p role="status" className={styles.unavailable}>
      {t('cases.intake.unavailable')}
    </p>
  );
  const loadFailure = (
    <FormError>
      <p>{t('cases.intake.loadError')}</p>
      <div className={styles.summaryAction}>
        <Button variant="secondary" size="sm" loading={loader.loading} onClick={() => void loader.reload()}>
          {t('common.retry')}
        </Button>
      </div>
    </FormError>
  );

  const notice = problem ? (
    <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
      <FormError>
        {problem.kind === 'expired' ? (
          <>
            <p>{t('cases.intake.errors.expired')}</p>
            <div className={styles.summaryAction}>
              <Button variant="secondary" size="sm" loading={reloading} onClick={() => void reloadForm()}>
                {t('cases.intake.errors.reload')}
              </Button>
            </div>
          </>
        ) : problem.messages.length === 1 ? (
          <p>{problem.messages[0]}</p>
        ) : (
          <>
            <p>{t('cases.intake.errors.invalid')}</p>
            <ul>
              {problem.messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </>
        )}
      </FormError>
    </div>
  ) : reloaded ? (
    <p role="status" className={styles.notice}>
      {t('cases.intake.errors.reloaded')}
    </p>
  ) : null;

  // Nothing in another language on the first paint: the page waits for its language's texts.
  if (shownLocale !== lang && !form)
    return (
      <div className={styles.page}>
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      </div>
    );

  let body;
  if (uuid === '') body = unavailable;
  else if (sent) body = <Confirmation firmName={form?.firm.name ?? null} email={sent.email} phone={sent.phone} />;
  else if (!form) {
    if (loader.loading)
      body = (
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      );
    else body = isApiError(loader.error) && loader.error.status === 404 ? unavailable : loadFailure;
  } else if (!hasLawCase(form))
    body =
      form.categories.length > 0 ? (
        <LawCaseChooser categories={form.categories} loading={loader.loading} onChoose={onChooseLawCase} />
      ) : (
        unavailable
      );
  else
    body = (
      <IntakeFormView
        form={form}
        methods={methods}
        onSubmit={onSubmit}
        notice={notice}
        onChangeLawCase={litigantChose ? () => updateQuery({ lawCase: '' }) : undefined}
        submitRef={submitRef}
        verifying={verifying}
        uploads={uploads}
      />
    );

  const firmName = form?.firm.name?.trim();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <h1 className={styles.title}>{t('cases.Intake.title')}</h1>
          <LanguageChoice value={lang} onChange={onLanguage} />
        </div>
        {firmName && !sent && (
          <p className={styles.firm}>
            <FormattedMessage id="cases.intake.firm" values={{ firm: <strong key="firm">{firmName}</strong> }} />
          </p>
        )}
        {form && !sent && (
          <>
            <p className={styles.intro}>{t('cases.intake.intro')}</p>
            <p className={styles.deadlines}>{t('cases.intake.deadlines')}</p>
          </>
        )}
        {/* Always present: a live region must exist before its text changes to be announced. */}
        <p role="status" className={styles.status}>
          {form && loader.loading && !reloading ? (
            <>
              <Spinner size="sm" decorative />
              {t('cases.intake.refreshing')}
            </>
          ) : null}
        </p>
      </header>
      {form && loader.error && !sent ? loadFailure : null}
      {body}
    </div>
  );
}
