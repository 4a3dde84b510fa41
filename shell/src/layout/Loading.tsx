import { Spinner } from '@lexdesk/shared/core';
import styles from './Loading.module.css';

/** The kit's spinner, centred in the space a page or a slot will take, with its announced label. */
export function Loading({ label, fill = false }: { label: string; fill?: boolean }) {
  return (
    <div className={fill ? `${styles.wrapper} ${styles.fill}` : styles.wrapper}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
