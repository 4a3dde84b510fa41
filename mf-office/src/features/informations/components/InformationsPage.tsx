import {
  Button,
  ChoiceGroup,
  ChoiceOption,
  notify,
  TextField,
  useApiMutation,
  useApiQuery,
  useIsFirmAdmin,
  validationMessageIds,
  type Client,
  type MailSystem,
} from '@lexdesk/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getClient, setClientName, setMailSystem } from '../../../api/office';
import { serverFieldErrors, useErrorToast } from '../../../common/errors';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { updateSessionClient } from '../../../common/session';
import { changesOf, draftErrors, draftOf, hasChanges, type InformationsDraft } from '../model/changes';

/** /office/informations: the firm's name, its uuid and how its mails are sent. */
export function InformationsPage() {
  const intl = useIntl();
  const client = useApiQuery(['client'], (signal) => getClient(signal));
  if (!client.data)
    return (
      <PageState
        title={intl.formatMessage({ id: 'office.Informations.title' })}
        loading={client.loading}
        onRetry={() => void client.retry()}
      />
    );
  return <InformationsForm client={client.data} />;
}

const MAIL_SYSTEMS: readonly MailSystem[] = [1, 2];

function InformationsForm({ client }: { client: Client }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isAdmin = useIsFirmAdmin();
  const toastError = useErrorToast();
  // The saved copy: Save compares with it, and it moves forward with each answer.
  const [saved, setSaved] = useState(client);
  const [draft, setDraft] = useState<InformationsDraft>(() => draftOf(client));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const nameCall = useApiMutation((name: string, signal) => setClientName(name, signal));
  const mailCall = useApiMutation((vars: { mailSystem: MailSystem; email: string | null }, signal) =>
    setMailSystem(vars.mailSystem, vars.email, signal),
  );
  const saving = nameCall.loading || mailCall.loading;

  const changes = changesOf(saved, draft);
  const errors = draftErrors(draft);
  const valid = Object.keys(errors).length === 0;
  const canSave = isAdmin && hasChanges(changes) && valid && !saving;

  const edit = (patch: Partial<InformationsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched(true);
    setServerErrors({});
  };

  const failed = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) setServerErrors(fields);
    else toastError(error);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    let current = saved;
    if (changes.name !== undefined) {
      const result = await nameCall.mutate(changes.name);
      if (result.status !== 'success') return result.status === 'error' ? failed(result.error) : undefined;
      current = { ...current, ...result.data };
      setSaved(current);
      updateSessionClient(current);
      notify.success(t('office.informations.nameSaved'));
    }
    if (changes.mailSystem) {
      const result = await mailCall.mutate(changes.mailSystem);
      if (result.status !== 'success') return result.status === 'error' ? failed(result.error) : undefined;
      current = { ...current, ...result.data };
      setSaved(current);
      updateSessionClient(current);
      notify.success(t('office.informations.mailSaved'));
    }
    setDraft(draftOf(current));
  };

  const nameError = serverErrors.name ?? (touched && errors.name ? t(validationMessageIds.required) : undefined);
  const boxError =
    serverErrors.email ??
    (touched && errors.emailBox
      ? t(errors.emailBox === 'required' ? validationMessageIds.required : validationMessageIds.email)
      : undefined);

  return (
    <div className={styles.page}>
      <h1>{t('office.Informations.title')}</h1>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t('office.informations.name')}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          disabled={!isAdmin}
          hint={isAdmin ? undefined : t('office.informations.adminOnly')}
          error={nameError}
          autoComplete="organization"
          required
        />
        <dl className={styles.definition}>
          <dt className={styles.fieldTitle}>{t('office.informations.uuid')}</dt>
          <dd className={styles.mono}>{saved.uuid}</dd>
        </dl>
        {isAdmin ? (
          <ChoiceGroup legend={t('office.informations.mailSystem')} hint={t('office.informations.mailSystem.hint')}>
            {MAIL_SYSTEMS.map((value) => (
              <ChoiceOption
                key={value}
                type="radio"
                name="mail_system"
                value={value}
                checked={draft.mailSystem === value}
                onChange={() => edit({ mailSystem: value })}
                label={t(`office.informations.mailSystem.${value}`)}
              />
            ))}
          </ChoiceGroup>
        ) : null}
        {isAdmin && draft.mailSystem === 1 ? (
          <TextField
            type="email"
            label={t('office.informations.emailBox')}
            value={draft.emailBox}
            onChange={(event) => edit({ emailBox: event.target.value })}
            error={boxError}
            autoComplete="email"
            required
          />
        ) : null}
        {isAdmin ? (
          <div className={styles.actions}>
            <Button type="submit" disabled={!canSave} loading={saving}>
              {t('common.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </div>
  );
}
