import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './AuthLayout.module.css';

const icon = (path: ReactNode) => (
  <svg className={styles.pointIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const POINTS: { key: string; icon: ReactNode }[] = [
  {
    key: 'cases',
    icon: icon(
      <path d="M4 5h16v11H8l-4 4V5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
    ),
  },
  {
    key: 'library',
    icon: icon(
      <>
        <path d="M5 4h5v16H5zM10 4h5v16h-5z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M16 5l3.5 1-3.5 14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </>,
    ),
  },
  {
    key: 'languages',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </>,
    ),
  },
  {
    key: 'trial',
    icon: icon(
      <>
        <rect x="4" y="5" width="16" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M4 9.5h16M8.5 3v4M15.5 3v4M9 14.5l2 2 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </>,
    ),
  },
];

/** The four selling points shown beside Login, Register and Subscribe (not Forgot nor Reset). */
export function SellingPoints() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <aside className={styles.aside} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.asideTitle}>
        {intl.formatMessage({ id: 'auth.selling.title' })}
      </h2>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.key} className={styles.point}>
            {point.icon}
            <div>
              <h3 className={styles.pointTitle}>{intl.formatMessage({ id: `auth.selling.${point.key}.title` })}</h3>
              <p className={styles.pointText}>{intl.formatMessage({ id: `auth.selling.${point.key}.text` })}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
