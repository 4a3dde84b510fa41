import { EmptyState, formatFileSize, type LegalCase } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { toLocale } from '../../../common/questionnaire';
import { fileKind, groupLitigantFiles, localized, type LitigantFile } from '../domain';
import { useLegalCaseContext } from '../hooks/useLegalCaseContext';
import styles from './LitigantDocumentsTab.module.css';
import outline from '../../../common/outline.module.css';

/** The litigant documents tab (LCLitigeantDocuments). */
export function LitigantDocumentsPage() {
  const context = useLegalCaseContext();
  return context ? <LitigantDocumentsTab legalCase={context.legalCase} /> : null;
}

/** The files the litigant sent, one list per file question, then the documents no answer names. */
export function LitigantDocumentsTab({ legalCase }: { legalCase: LegalCase }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = toLocale(intl.locale);
  const groups = groupLitigantFiles(legalCase);

  return (
    <div className={styles.tab}>
      <h2 className={outline.hiddenHeading}>{t('cases.case.documents.title')}</h2>
      {groups.length === 0 ? (
        <EmptyState title={t('cases.case.documents.empty')} />
      ) : (
        groups.map((group, index) => {
          const heading = group.entry
            ? localized(group.entry.question.title, locale)
            : t('cases.case.documents.others');
          return (
            // Groups have no id; their order is the questionnaire's.
            <section key={index} className={styles.group}>
              <h3 className={styles.groupTitle}>{heading}</h3>
              <ul className={styles.files}>
                {group.files.map((file) => (
                  <FileItem key={file.token} file={file} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function FileItem({ file }: { file: LitigantFile }) {
  const intl = useIntl();
  const kind = fileKind(file.mime);
  return (
    <li className={styles.file}>
      <span className={styles.icon} data-kind={kind} aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path
            d="M6 3h8l4 4v14H6z M14 3v4h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={styles.info}>
        <span className={styles.name}>{file.name}</span>
        <span className={styles.meta}>
          <span>{intl.formatMessage({ id: `cases.case.fileType.${kind}` })}</span>
          {file.size !== null && <span>{formatFileSize(file.size, toLocale(intl.locale))}</span>}
        </span>
      </span>
      <a
        className={styles.download}
        href={file.url}
        download={file.name}
        aria-label={intl.formatMessage({ id: 'cases.case.download' }, { name: file.name })}
      >
        {intl.formatMessage({ id: 'cases.case.documents.download' })}
      </a>
    </li>
  );
}
