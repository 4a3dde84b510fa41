import { GUIDES, pathTo, usePageTitle, type GuideName, type Locale } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { AuthLayout } from '../../../common/AuthLayout';
import formStyles from '../../../common/Form.module.css';
import { FIRM_IDENTIFIER_PLACEHOLDER, guides, type Guide } from '../model/guides';
import styles from './LegalsPage.module.css';

const asLocale = (locale: string): Locale => (locale === 'en' || locale === 'nl' ? locale : 'fr');
const isGuideName = (name: string | undefined): name is GuideName => (GUIDES as readonly string[]).includes(name ?? '');

/** The intake widget's code as a firm pastes it: this site's casus.js, the firm's identifier to fill in. */
export function widgetSnippet(origin: string, locale: Locale): string {
  return `<script src="${origin}/casus.js" data-uuid="${FIRM_IDENTIFIER_PLACEHOLDER[locale]}" data-lang="${locale}" async></script>`;
}

function GuideBody({ guide, locale }: { guide: Guide; locale: Locale }) {
  const intl = useIntl();
  return (
    <>
      {guide.parts.map((part) => (
        <section key={part.heading} className={styles.guidePart}>
          <h2 className={styles.title}>{part.heading}</h2>
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          {part.snippet ? (
            <pre
              className={styles.code}
              role="region"
              aria-label={intl.formatMessage({ id: 'auth.guides.code' })}
              tabIndex={0}
            >
              <code>{widgetSnippet(window.location.origin, locale)}</code>
            </pre>
          ) : null}
        </section>
      ))}
    </>
  );
}

/**
 * /guides/:guide: one of the guides the legal page's Documentation section links to (onboarding, the intake
 * widget, the library), in the page's language, with links to the others. The browser tab names the guide.
 */
export function GuidePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { guide: name } = useParams();
  const locale = asLocale(intl.locale);
  const guide = isGuideName(name) ? guides[locale][name] : null;
  usePageTitle(guide ? guide.title : null);

  return (
    <AuthLayout wide>
      {guide ? (
        <>
          <h1 className={formStyles.title}>{guide.title}</h1>
          <p className={formStyles.intro}>{guide.summary}</p>
          <div className={styles.sections}>
            <GuideBody guide={guide} locale={locale} />
          </div>
        </>
      ) : (
        <>
          <h1 className={formStyles.title}>{t('auth.guides.notFound')}</h1>
          <p className={formStyles.intro}>{t('auth.guides.notFoundText')}</p>
        </>
      )}
      <nav aria-label={t('auth.guides.others')} className={styles.guideNav}>
        <h2 className={styles.title}>{t('auth.guides.others')}</h2>
        <ul className={styles.list}>
          {GUIDES.filter((other) => other !== name).map((other) => (
            <li key={other}>
              <Link to={pathTo.Guide({ guide: other })}>{guides[locale][other].title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={formStyles.links}>
        <Link to={pathTo.Legals('documentation')}>{t('auth.guides.back')}</Link>
      </p>
    </AuthLayout>
  );
}
