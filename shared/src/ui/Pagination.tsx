import { useIntl } from 'react-intl';
import { cx } from './cx';
import styles from './Pagination.module.css';

export type PageItem = number | 'gap';

/**
 * Pages to draw: always the first and last, the current one with `siblings` on each side, and a gap
 * where pages are skipped. A gap never hides a single page (1 … 3 is drawn as 1 2 3).
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const wanted = new Set<number>([1, pageCount]);
  for (let p = current - siblings; p <= current + siblings; p += 1) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined) {
      if (p - previous === 2) items.push(previous + 1);
      else if (p - previous > 2) items.push('gap');
    }
    items.push(p);
  });
  return items;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark; defaults to "Pagination". */
  label?: string;
  className?: string;
}

export function Pagination({ page, pageCount, onChange, label, className }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'common.pagination' })} className={className}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.item} disabled={page <= 1} onClick={() => go(page - 1)}>
            <span aria-hidden="true">‹</span>
            <span className={styles.label}>{intl.formatMessage({ id: 'common.previous' })}</span>
          </button>
        </li>
        {paginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.item, item === page && styles.current)}
                aria-label={intl.formatMessage({ id: 'common.page' }, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.item} disabled={page >= pageCount} onClick={() => go(page + 1)}>
            <span className={styles.label}>{intl.formatMessage({ id: 'common.next' })}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
