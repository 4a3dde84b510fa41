import { getRuntimeConfig, LEGAL_SECTIONS, pathTo, type LegalSection } from '@lexdesk/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { AuthLayout } from '../../../common/AuthLayout';
import formStyles from '../../../common/Form.module.css';
import { SmartLink } from '../../../common/SmartLink';
import styles from './LegalsPage.module.css';

/** The fragment as an element id; a malformed escape (/legals#%E0%A4%A) is kept as typed rather than thrown. */
function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function targetOf(section: LegalSection): string {
  const config = getRuntimeConfig();
  return section === 'documentation' ? config.docsUrl : config.legalLinks[section];
}

/**
 * The legal links, each in a section whose id is the anchor the footer and the runtime defaults use
 * (/legals#terms...). A section links out only when the deployment points its text elsewhere.
 */
export function LegalsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { hash } = useLocation();

  useEffect(() => {
    const id = fragmentId(hash);
    if (!id) return;
    // A client-side navigation does not scroll to the fragment by itself.
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView?.({ block: 'start' });
    section.focus({ preventScroll: true });
  }, [hash]);

  return (
    <AuthLayout wide>
      <h1 className={formStyles.title}>{t('auth.legals.title')}</h1>
      <p className={formStyles.intro}>{t('auth.legals.intro')}</p>
      <div className={styles.sections}>
        {LEGAL_SECTIONS.map((section) => {
          const title = t(`auth.legals.${section}.title`);
          const target = targetOf(section);
          const pointsHere = target === pathTo.Legals(section);
          return (
            <section
              key={section}
              id={section}
              tabIndex={-1}
              aria-labelledby={`${section}-title`}
              className={styles.section}
            >
              <h2 id={`${section}-title`} className={styles.title}>
                {title}
              </h2>
              <p className={styles.text}>{t(`auth.legals.${section}.text`)}</p>
              {!pointsHere && (
                <p className={styles.text}>
                  <SmartLink href={target} className={formStyles.link}>
                    {t('auth.legals.open', { title })}
                  </SmartLink>
                </p>
              )}
            </section>
          );
        })}
      </div>
      <p className={formStyles.links}>
        <Link to={pathTo.Login()}>{t('auth.legals.back')}</Link>
      </p>
    </AuthLayout>
  );
}
