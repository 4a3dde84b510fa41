import { useState } from 'react';
import { cx } from './cx';
import styles from './Avatar.module.css';

/** "Marie Dupont" -> "MD", "maître" -> "M"; digits and punctuation are skipped. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .map((word) => word.replace(/^[^\p{L}]+/u, ''))
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Next to the person's written name, the picture adds nothing for a screen reader. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  // A broken picture URL falls back to the initials instead of a broken-image icon.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cx(styles.avatar, styles[size], className);
  if (src && failedSrc !== src) {
    return (
      <span className={classes}>
        <img className={styles.image} src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span
      className={classes}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
