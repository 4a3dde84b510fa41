import { Button, EmptyState, LOCALES, MenuButton, notify, Spinner, Tabs, useUser, type Locale } from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { firmKeys, firmQueries } from '../../../api/keys';
import { POLICY_TYPES, savePolicies, type FirmPolicies, type PoliciesPayload } from '../../../api/office';
import { useErrorToast } from '../../../common/errors';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { addLanguage, draftOf, payloadOf, removeLanguage, setText, type PoliciesDraft } from '../model/policies';
import policyStyles from './PoliciesPage.module.css';

// Slate is downloaded with this screen only (its own shared entry).
const RichTextEditor = lazy(() =>
  import('@lexdesk/shared/rich-text').then((module) => ({ default: module.RichTextEditor })),
);

/** /office/policies (firm administrator): terms and privacy policy per language, shown to litigants. */
export function PoliciesPage() {
  const intl = useIntl();
  const uuid = useUser()?.client?.uuid ?? null;
  const policies = useQuery({ ...firmQueries.policies(uuid ?? ''), enabled: uuid !== null });
  if (!policies.data)
    return (
      <PageState
        title={intl.formatMessage({ id: 'office.Policies.title' })}
        loading={policies.isFetching}
        onRetry={() => void policies.refetch()}
      />
    );
  return <PoliciesForm uuid={uuid ?? ''} policies={policies.data} />;
}

function PoliciesForm({ uuid, policies }: { uuid: string; policies: FirmPolicies }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toastError = useErrorToast();
  const [stored, setStored] = useState(policies);
  const [draft, setDraft] = useState<PoliciesDraft>(() => draftOf(policies));
  // Bumped when the server's answer replaces the texts: the uncontrolled editors load it.
  const [generation, setGeneration] = useState(0);
  const [active, setActive] = useState<Locale>(draft.languages[0] ?? 'en');
  const queryClient = useQueryClient();
  // A double click (or Enter then a click) submits twice before the pending state disables the button: one save
  // at a time, hence one "Données enregistrées" (issue 22).
  const saving = useRef(false);
  const save = useMutation({
    mutationFn: (payload: PoliciesPayload) => savePolicies(uuid, payload),
    onSuccess: (answer) => {
      queryClient.setQueryData(firmKeys.policies(uuid), answer);
      const next = draftOf(answer);
      setStored(answer);
      // Languages left empty keep their tab until the page is left: the user may still be writing.
      setDraft((current) => ({
        languages: [...new Set([...current.languages, ...next.languages])],
        texts: next.texts,
      }));
      setGeneration((current) => current + 1);
      notify.success(t('office.policies.saved'));
    },
    onError: toastError,
    onSettled: () => {
      saving.current = false;
    },
  });
  const languageName = (lang: Locale) => t(`office.policies.language.${lang}`);
  const missing = LOCALES.filter((lang) => !draft.languages.includes(lang));
  const activeLang = draft.languages.includes(active) ? active : draft.languages[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    save.mutate(payloadOf(draft));
  };

  const add = (lang: Locale) => {
    setDraft((current) => addLanguage(current, lang));
    setActive(lang);
  };

  const remove = (lang: Locale) => {
    setDraft((current) => removeLanguage(current, lang));
    setActive(draft.languages.find((language) => language !== lang) ?? 'en');
  };

  const publicUrl = (type: (typeof POLICY_TYPES)[number], lang: Locale) =>
    stored[type].find((policy) => policy.lang === lang)?.url;

  return (
    <div className={styles.page}>
      <h1>{t('office.Policies.title')}</h1>
      <p className={styles.text}>{t('office.policies.intro')}</p>
      <div className={policyStyles.guidance} role="note">
        <p>{t('office.policies.guidance.title')}</p>
        <p>{t('office.policies.guidance.tables')}</p>
      </div>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.actions}>
          <MenuButton
            label={t('office.policies.addLanguage')}
            disabled={missing.length === 0}
            items={missing.map((lang) => ({ key: lang, label: languageName(lang), onSelect: () => add(lang) }))}
          />
          {/* Beside "add": both act on the set of tabs, not on the texts. */}
          {activeLang ? (
            <Button variant="secondary" onClick={() => remove(activeLang)}>
              {t('office.policies.removeLanguage', { language: languageName(activeLang) })}
            </Button>
          ) : null}
        </div>
        {activeLang ? (
          <Tabs
            label={t('office.policies.languages')}
            items={draft.languages.map((lang) => ({ key: lang, label: languageName(lang) }))}
            activeKey={activeLang}
            onSelect={(key) => {
              const lang = LOCALES.find((locale) => locale === key);
              if (lang) setActive(lang);
            }}
          >
            <div className={policyStyles.panel}>
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                {POLICY_TYPES.map((type) => {
                  const url = publicUrl(type, activeLang);
                  return (
                    <div key={`${activeLang}-${type}-${generation}`} className={policyStyles.editor}>
                      <RichTextEditor
                        label={t(`office.policies.${type}`, { language: languageName(activeLang) })}
                        defaultValue={draft.texts[activeLang]?.[type] ?? ''}
                        onChange={(html) => setDraft((current) => setText(current, activeLang, type, html))}
                        headings
                      />
                      {url ? (
                        <a href={url} target="_blank" rel="noreferrer">
                          {t(`office.policies.${type}.public`, { language: languageName(activeLang) })}
                        </a>
                      ) : null}
                    </div>
                  );
                })}
              </Suspense>
            </div>
          </Tabs>
        ) : (
          <EmptyState title={t('office.policies.noLanguage')} />
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
