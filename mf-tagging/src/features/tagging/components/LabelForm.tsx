import { Button, notify, TextField } from '@lexdesk/shared';
import { labelCodeOf } from '@lexdesk/shared/domain';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { LabelDraft } from '../model/labelling';
import { nextPaletteColor } from '../model/palette';
import { ColorChoice } from './ColorChoice';
import styles from './Tagging.module.css';

export interface NewLabel {
  name: string;
  code: string;
  color: string;
}

/** Puts a label's code on the clipboard and says so ("Tag copié !"). */
export function useCopyCode() {
  const intl = useIntl();
  return async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(intl.formatMessage({ id: 'tagging.code.copied' }));
    } catch {
      notify.error(intl.formatMessage({ id: 'tagging.code.copyFailed' }));
    }
  };
}

/**
 * The toolbox's add form (specification 001, section 2): a name, the code formatted from it (editable), a
 * colour of the palette, and a button copying the code. A new label needs a name and a code no label has.
 */
export function LabelForm({
  labels,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  labels: readonly LabelDraft[];
  submitLabel: string;
  onSubmit: (label: NewLabel) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const copyCode = useCopyCode();
  const [name, setName] = useState('');
  const [typedCode, setTypedCode] = useState<string | null>(null);
  const [color, setColor] = useState(() => nextPaletteColor(labels.map((label) => label.color)));
  const [errors, setErrors] = useState<{ name?: string; code?: string }>({});
  const code = typedCode ?? labelCodeOf(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('tagging.label.nameRequired');
    if (!code) next.code = t('tagging.label.codeRequired');
    else if (labels.some((label) => label.code === code)) next.code = t('tagging.label.codeTaken');
    setErrors(next);
    if (next.name || next.code) return;
    onSubmit({ name: name.trim(), code, color });
  };

  return (
    <form className={styles.labelForm} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className={styles.toolboxTitle}>
        {t('tagging.toolbox.newLabel')}
      </h3>
      <TextField
        label={t('tagging.label.name')}
        value={name}
        required
        autoFocus
        autoComplete="off"
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('tagging.label.code')}
        value={code}
        hint={t('tagging.label.codeHint')}
        autoComplete="off"
        spellCheck={false}
        error={errors.code}
        onChange={(event) => setTypedCode(labelCodeOf(event.target.value))}
        onBlur={() => {
          if (!code) setTypedCode(null);
        }}
      />
      <ColorChoice value={color} onChange={setColor} />
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" size="sm" disabled={!code} onClick={() => void copyCode(code)}>
          {t('tagging.code.copy')}
        </Button>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {t('tagging.toolbox.cancel')}
        </Button>
      </div>
    </form>
  );
}
