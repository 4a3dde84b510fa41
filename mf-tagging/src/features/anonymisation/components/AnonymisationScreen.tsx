import {
  buttonClassName,
  errorToastText,
  pathTo,
  roleOf,
  Spinner,
  useLocaleStore,
  useSessionStore,
} from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { taggingQueries } from '../../../api/keys';
import { useDocumentText } from '../../../common/document/useDocumentText';
import { useAnonymisation } from '../hooks/useAnonymisation';
import workspace from '../../../common/workspace/Workspace.module.css';
import { AnonymisationWorkspace } from './AnonymisationWorkspace';

/** The query parameter naming the document (`/anonymisation?token=`, like the tagging screen). */
export const TOKEN_PARAM = 'token';

/**
 * /anonymisation?token=: the review of the persons to pseudonymise in a document (issue 26). Waits, asking again
 * every 2 seconds, while the text is being read; then the workspace. The API decides who may (the super
 * administrator; a firm's lawyers on their own firm's documents): a refusal is shown with the way back.
 */
export function AnonymisationScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get(TOKEN_PARAM)?.trim() ?? '';
  if (!token) return <Problem message={intl.formatMessage({ id: 'tagging.anonymisation.missing' })} />;
  return <AnonymisationDocument key={token} token={token} />;
}

function AnonymisationDocument({ token }: { token: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocaleStore((state) => state.locale);
  const text = useDocumentText(token);
  const ready = text.data?.text !== null && text.data?.text !== undefined;
  const detail = useQuery({ ...taggingQueries.document(token, locale), enabled: ready });
  const review = useAnonymisation(token, ready);

  const failure = text.error ?? detail.error ?? review.view.error;
  if (failure) return <Problem message={errorToastText(intl, failure)} />;
  if (text.data?.state === 'failure') return <Problem message={t('tagging.anonymisation.failed')} />;
  if (!ready || !detail.data || !review.view.data || text.data?.text == null) {
    return (
      <div className={workspace.waiting}>
        <h1 className={workspace.title}>{t('tagging.anonymisation.title')}</h1>
        <Spinner decorative />
        <p className={workspace.muted} role="status">
          {t(ready ? 'tagging.document.loading' : 'tagging.document.processing')}
        </p>
      </div>
    );
  }
  return (
    <AnonymisationWorkspace document={detail.data} text={text.data.text} view={review.view.data} review={review} />
  );
}

/** Where "back" goes: the documents the user works on (the back office for the super administrator). */
export function useDocumentsPath(): string {
  const user = useSessionStore((state) => state.user);
  return roleOf(user) === 'admin' ? pathTo.Admin() : pathTo.MyDocuments();
}

function Problem({ message }: { message: string }) {
  const intl = useIntl();
  const back = useDocumentsPath();
  return (
    <div className={workspace.waiting}>
      <h1 className={workspace.title}>{intl.formatMessage({ id: 'tagging.anonymisation.title' })}</h1>
      <p role="alert">{message}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to={back}>
        {intl.formatMessage({ id: 'tagging.document.back' })}
      </Link>
    </div>
  );
}
