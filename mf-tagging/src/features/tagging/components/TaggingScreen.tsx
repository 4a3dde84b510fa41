import { buttonClassName, errorToastText, pathTo, Spinner, useLocaleStore } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { taggingQueries } from '../../../api/keys';
import { useDocumentText } from '../../../common/document/useDocumentText';
import workspace from '../../../common/workspace/Workspace.module.css';
import { TaggingWorkspace } from './TaggingWorkspace';

/** The query parameter naming the document (specification 001, section 2: /tagging?token=). */
export const TOKEN_PARAM = 'token';

/**
 * /tagging?token=: the document's text and its detail; a loader, asking again every 2 seconds, while the text is
 * being read; then the workspace. A missing, unknown or failed document says so, with the way back to Admin.
 */
export function TaggingScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const token = params.get(TOKEN_PARAM)?.trim() ?? '';
  if (!token) return <Problem title={t('tagging.Tagging.title')} message={t('tagging.document.missing')} />;
  return <TaggingDocument key={token} token={token} />;
}

function TaggingDocument({ token }: { token: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocaleStore((state) => state.locale);
  const text = useDocumentText(token);
  const ready = text.data?.text !== null && text.data?.text !== undefined;
  const detail = useQuery({ ...taggingQueries.document(token, locale), enabled: ready });

  const failure = text.error ?? detail.error;
  if (failure) {
    return <Problem title={t('tagging.Tagging.title')} message={errorToastText(intl, failure)} />;
  }
  if (text.data?.state === 'failure') {
    return <Problem title={t('tagging.Tagging.title')} message={t('tagging.document.failed')} />;
  }
  if (!ready || !detail.data || text.data?.text == null) {
    return (
      <div className={workspace.waiting}>
        <h1 className={workspace.title}>{t('tagging.Tagging.title')}</h1>
        <Spinner decorative />
        <p className={workspace.muted} role="status">
          {t(ready ? 'tagging.document.loading' : 'tagging.document.processing')}
        </p>
      </div>
    );
  }
  return <TaggingWorkspace document={detail.data} text={text.data.text} />;
}

function Problem({ title, message }: { title: string; message: string }) {
  const intl = useIntl();
  return (
    <div className={workspace.waiting}>
      <h1 className={workspace.title}>{title}</h1>
      <p role="alert">{message}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to={pathTo.Admin()}>
        {intl.formatMessage({ id: 'tagging.document.back' })}
      </Link>
    </div>
  );
}
