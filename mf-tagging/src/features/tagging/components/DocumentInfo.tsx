import { Button, buttonClassName, formatDate, Modal, pathTo } from '@lexdesk/shared';
import type { DocumentMetadata } from '@lexdesk/shared/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DocumentDetail } from '../../../api/tagging';
import { RemoteComponent } from '../../../common/remote/RemoteComponent';
import workspace from '../../../common/workspace/Workspace.module.css';
import styles from './Tagging.module.css';

/** The metadata form of mf-library, loaded at runtime (its props are its module's contract). */
export const METADATA_FORM_MODULE = 'mf_library/MetadataForm';

export interface MetadataFormProps {
  token: string;
  metadata: DocumentMetadata | null;
  /** After the form said "Métadonnées sauvegardées !": the saved document. */
  onSaved: (document: DocumentDetail) => void;
  onCancel: () => void;
}

/** Shown when set, in this order; codes (type, country, language, visibility) by their name. */
const CODED = ['type', 'country', 'language', 'visibility'] as const;
const DATES = ['pronouncedDate', 'legislationDate', 'publicationDate', 'date', 'redactionDate'] as const;
const TEXTS = ['title', 'roleNumber', 'ecli', 'number'] as const;

/**
 * The file's metadata in the aside, its citation reference first, and the edit popup: mf-library's metadata form
 * (its own Cancel and Save; saved, the file reloads and the popup closes).
 */
export function DocumentInfo({
  document,
  onMetadataSaved,
}: {
  document: DocumentDetail;
  onMetadataSaved: (document: DocumentDetail) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [editing, setEditing] = useState(false);
  const metadata = document.metadata;
  const known = (id: string) => id in intl.messages;

  const rows: { term: string; value: string }[] = [];
  for (const field of CODED) {
    const code = metadata[field];
    if (!code) continue;
    const id = `tagging.metadata.${field}.${code}`;
    rows.push({ term: t(`tagging.metadata.${field}`), value: known(id) ? t(id) : code });
  }
  for (const field of TEXTS) {
    const value = metadata[field];
    if (value) rows.push({ term: t(`tagging.metadata.${field}`), value });
  }
  for (const field of DATES) {
    const value = metadata[field];
    if (value) rows.push({ term: t(`tagging.metadata.${field}`), value: formatDate(value) });
  }

  return (
    <section className={styles.section} aria-labelledby="tagging-document-title">
      <h2 id="tagging-document-title" className={styles.sectionTitle}>
        {t('tagging.file.title')}
      </h2>
      <p className={styles.reference}>
        <span className={styles.referenceTerm}>{t('tagging.metadata.reference')}</span>{' '}
        {metadata.reference ? (
          <cite>{metadata.reference}</cite>
        ) : (
          <span className={workspace.muted}>{t('tagging.metadata.noReference')}</span>
        )}
      </p>
      {rows.length > 0 ? (
        <dl className={styles.metadata}>
          {rows.map((row) => (
            <div key={row.term} className={styles.metadataRow}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('tagging.metadata.edit')}
        </Button>
        {/* A shell older than contract 2.3 has no anonymisation route: no link there. */}
        {'Anonymisation' in pathTo ? (
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            to={pathTo.Anonymisation({ token: document.token })}
          >
            {t('tagging.anonymisation.open')}
          </Link>
        ) : null}
      </div>
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title={t('tagging.metadata.editTitle')}
        size="lg"
        closeOnBackdrop={false}
      >
        <RemoteComponent<MetadataFormProps>
          id={METADATA_FORM_MODULE}
          props={{
            token: document.token,
            metadata,
            onSaved: (saved) => {
              setEditing(false);
              onMetadataSaved(saved);
            },
            onCancel: () => setEditing(false),
          }}
        />
      </Modal>
    </section>
  );
}
