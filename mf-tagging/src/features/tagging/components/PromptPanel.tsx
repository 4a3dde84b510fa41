import { Button, TextArea } from '@lexdesk/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Tagging.module.css';

/**
 * The labelling prompt (the generation sentence) with Regenerate (section 2): the suggestions are made again
 * from it and the document's summary. A prompt changed here is stored before the run.
 */
export function PromptPanel({
  prompt,
  summary,
  busy,
  onRegenerate,
}: {
  /** The stored prompt; undefined while it loads. */
  prompt: string | undefined;
  summary: string | null;
  busy: boolean;
  onRegenerate: (prompt: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [value, setValue] = useState(prompt ?? '');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched && prompt !== undefined) setValue(prompt);
  }, [prompt, touched]);
  const [error, setError] = useState<string | null>(null);

  return (
    <section className={styles.section} aria-labelledby="tagging-prompt-title">
      <h2 id="tagging-prompt-title" className={styles.sectionTitle}>
        {t('tagging.prompt.title')}
      </h2>
      {summary ? (
        <div className={styles.summary}>
          <h3 className={styles.passagesTitle}>{t('tagging.prompt.summary')}</h3>
          <p>{summary}</p>
        </div>
      ) : null}
      <TextArea
        label={t('tagging.prompt.label')}
        value={value}
        rows={4}
        error={error}
        onChange={(event) => {
          setTouched(true);
          setValue(event.target.value);
          setError(null);
        }}
      />
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        disabled={busy || prompt === undefined}
        onClick={() => {
          if (!value.trim()) {
            setError(t('tagging.prompt.required'));
            return;
          }
          onRegenerate(value.trim());
        }}
      >
        {t('tagging.prompt.regenerate')}
      </Button>
    </section>
  );
}
