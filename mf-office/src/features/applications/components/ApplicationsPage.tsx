import {
  Button,
  ChoiceGroup,
  ChoiceOption,
  notify,
  operatorNoticeQuery,
  useIsFirmAdmin,
  type Client,
} from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { firmKeys, firmQueries } from '../../../api/keys';
import { setIntegrations, type IntegrationBody } from '../../../api/office';
import { useErrorToast } from '../../../common/errors';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { updateSessionClient } from '../../../common/session';

/** The two practice-management integrations Belgian firms use (ARCHITECTURE.md, "Integrations"). */
const INTEGRATIONS = ['uses_kleos', 'uses_dioxa'] as const;
type Integration = (typeof INTEGRATIONS)[number];
type Flags = Record<Integration, 0 | 1>;

const flagsOf = (client: Client): Flags => ({ uses_kleos: client.uses_kleos, uses_dioxa: client.uses_dioxa });

/** Only the flags that differ from the saved ones (section 5). */
export function changedFlags(saved: Flags, draft: Flags): IntegrationBody {
  const changed: IntegrationBody = {};
  for (const key of INTEGRATIONS) if (draft[key] !== saved[key]) changed[key] = draft[key];
  return changed;
}

/** /account/applications: the integration switches. Edits live in this screen only: leaving reverts them. */
export function ApplicationsPage() {
  const intl = useIntl();
  const client = useQuery(firmQueries.client());
  if (!client.data)
    return (
      <PageState
        title={intl.formatMessage({ id: 'office.Applications.title' })}
        loading={client.isFetching}
        onRetry={() => void client.refetch()}
      />
    );
  return <ApplicationsForm client={client.data} />;
}

function ApplicationsForm({ client }: { client: Client }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isAdmin = useIsFirmAdmin();
  const toastError = useErrorToast();
  const [saved, setSaved] = useState<Flags>(() => flagsOf(client));
  const [draft, setDraft] = useState<Flags>(saved);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (flags: IntegrationBody) => setIntegrations(flags),
    onSuccess: (answer) => {
      const updated = { ...client, ...answer };
      const next = flagsOf(updated);
      setSaved(next);
      setDraft(next);
      updateSessionClient(updated);
      queryClient.setQueryData(firmKeys.client(), updated);
      notify.success(t('office.applications.saved'));
    },
    onError: toastError,
  });
  // Who sets a connection up: the installation's operator, when its address is configured.
  const operatorEmail = useQuery(operatorNoticeQuery()).data?.email ?? null;
  const changes = changedFlags(saved, draft);
  const canSave = isAdmin && Object.keys(changes).length > 0 && !save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) save.mutate(changes);
  };

  return (
    <div className={styles.page}>
      <h1>{t('office.Applications.title')}</h1>
      <p className={styles.text}>{t('office.applications.text')}</p>
      <p className={styles.text}>
        {operatorEmail
          ? intl.formatMessage(
              { id: 'office.applications.how' },
              // The text comes back as a list of parts around the link: React asks each element in it for a key.
              {
                operator: (
                  <a key="operator" href={`mailto:${operatorEmail}`}>
                    {operatorEmail}
                  </a>
                ),
              },
            )
          : t('office.applications.howWithoutOperator')}
      </p>
      <form className={styles.form} onSubmit={submit}>
        <ChoiceGroup legend={t('office.applications.legend')}>
          {INTEGRATIONS.map((key) => (
            <ChoiceOption
              key={key}
              type="checkbox"
              role="switch"
              name={key}
              label={t(`office.applications.${key}`)}
              checked={draft[key] === 1}
              disabled={!isAdmin || save.isPending}
              onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.checked ? 1 : 0 }))}
            />
          ))}
        </ChoiceGroup>
        {isAdmin ? (
          <div className={styles.actions}>
            <Button type="submit" disabled={!canSave} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </div>
        ) : (
          <p className={styles.text}>{t('office.applications.adminOnly')}</p>
        )}
      </form>
    </div>
  );
}
