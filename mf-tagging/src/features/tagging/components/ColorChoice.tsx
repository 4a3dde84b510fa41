import { cx, VisuallyHidden } from '@lexdesk/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LABEL_PALETTE, textColorOn } from '../model/palette';
import styles from './Tagging.module.css';

/** The palette as radio buttons drawn as swatches, each named (a colour is never told by its look alone). */
export function ColorChoice({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const intl = useIntl();
  const name = useId();
  const current = value.toUpperCase();
  // A colour from elsewhere (a suggestion's) stays choosable while the label has it.
  const colors: string[] = LABEL_PALETTE.includes(current as (typeof LABEL_PALETTE)[number])
    ? [...LABEL_PALETTE]
    : [...LABEL_PALETTE, current];
  return (
    <fieldset className={styles.colors}>
      <legend className={styles.colorsLegend}>{intl.formatMessage({ id: 'tagging.label.color' })}</legend>
      <div className={styles.swatches}>
        {colors.map((color) => (
          <label
            key={color}
            className={styles.swatchChoice}
            style={{ backgroundColor: `#${color}`, color: `#${textColorOn(color)}` }}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={color === current}
              className={styles.swatchInput}
              onChange={() => onChange(color)}
            />
            <span className={cx(styles.swatchMark, color === current && styles.swatchMarkOn)} aria-hidden="true">
              ✓
            </span>
            <VisuallyHidden>
              {`tagging.color.${color}` in intl.messages
                ? intl.formatMessage({ id: `tagging.color.${color}` })
                : `#${color}`}
            </VisuallyHidden>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
