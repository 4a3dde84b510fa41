import {
  Button,
  ChoiceGroup,
  ChoiceOption,
  notify,
  TextField,
  useIsFirmAdmin,
  validationMessageIds,
  type Client,
  type MailSystem,
} from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { firmKeys, firmQueries } from '../../../api/keys';
import { setClientName, setMailSystem } from '../../../api/office';
import { serverFieldErrors, useErrorToast } from '../../../common/errors';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { updateSessionClient } from '../../../common/session';
import { changesOf, draftErrors, draftOf, hasChanges, type InformationsDraft } from '../model/changes';

/** /office/informations: the firm's name, its uuid and how its mails are sent. */
export function InformationsPage() {
  const intl = useIntl();
  const client = useQuery(firmQueries.client());
  if (!client.data)
    return (
      <PageState
        title={intl.formatMessage({ id: 'office.Informations.title' })}
        loading={client.isFetching}
        onRetry={() => void client.refetch()}
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
  const queryClient = useQueryClient();
  /** The firm as the server answered it: the form, the header (session user) and the firm query follow it. */
  const keepSaved = (base: Client, answer: Client) => {
    const current = { ...base, ...answer };
    setSaved(current);
    updateSessionClient(current);
    queryClient.setQueryData(firmKeys.client(), current);
    return current;
  };
  const nameCall = useMutation({ mutationFn: (name: string) => setClientName(name) });
  const mailCall = useMutation({
    mutationFn: (vars: { mailSystem: MailSystem; email: string | null }) => setMailSystem(vars.mailSystem, vars.email),
  });
  const saving = nameCall.isPending || mailCall.isPending;

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

  // The name and the sending method are two calls, in turn: each saved part is kept even if the next fails.
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    let current = saved;
    try {
      if (changes.name !== undefined) {
        current = keepSaved(current, await nameCall.mutateAsync(changes.name));
        notify.success(t('office.informations.nameSaved'));
      }
      if (changes.mailSystem) {
        current = keepSaved(current, await mailCall.mutateAsync(changes.mailSystem));
        notify.success(t('office.informations.mailSaved'));
      }
    } catch (error) {
      failed(error);
      return;
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
