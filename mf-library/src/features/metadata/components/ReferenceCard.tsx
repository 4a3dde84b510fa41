import { useDebouncedValue, VisuallyHidden } from '@lexdesk/shared';
import type { CitationGuide } from '@lexdesk/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Metadata.module.css';

/** How long the reference rests before a screen reader hears it: one announcement per pause, not per key. */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * The document's reference (`citationOf`), recomputed at every change of the form, in the citation guide of the
 * document's language (Dutch: Juridische verwijzingen en afkortingen; otherwise the Guide des citations).
 */
export function ReferenceCard({ reference, guide }: { reference: string; guide: CitationGuide }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const announced = useDebouncedValue(reference, ANNOUNCE_AFTER_MS);
  return (
    <section className={styles.reference} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.referenceTitle}>
        {t('library.metadata.reference.title')}
      </h3>
      {reference ? (
        <p className={styles.referenceText}>{reference}</p>
      ) : (
        <p className={styles.referenceEmpty}>{t('library.metadata.reference.empty')}</p>
      )}
      <p className={styles.note}>{t(`library.metadata.reference.guide.${guide}`)}</p>
      <VisuallyHidden>
        <span role="status">{announced}</span>
      </VisuallyHidden>
    </section>
  );
}
