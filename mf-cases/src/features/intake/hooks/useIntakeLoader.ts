import { getIntakeForm, useLocaleStore, type IntakeForm, type Locale } from '@lexdesk/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface IntakeQuery {
  uuid: string;
  lawCase: number | null;
  lang: Locale;
}

export interface IntakeLoader {
  /** The last form received; kept while another one loads, so that the page never loses what was typed. */
  form: IntakeForm | null;
  loading: boolean;
  error: unknown;
  /** Fetches the form again (a fresh form token); resolves with it, or null on failure. */
  reload: () => Promise<IntakeForm | null>;
}

/**
 * The page's language comes from its URL (?lang=), not from the visitor's saved choice: the store's
 * locale is set for this visit without being saved (a lawyer previewing the form in French keeps
 * their own language in the app). It is set before the GET, which sends it as `lang`.
 */
export function applyPageLocale(lang: Locale): void {
  if (useLocaleStore.getState().locale !== lang) useLocaleStore.setState({ locale: lang });
}

export function useIntakeLoader({ uuid, lawCase, lang }: IntakeQuery): IntakeLoader {
  const [form, setForm] = useState<IntakeForm | null>(null);
  const [loading, setLoading] = useState(uuid !== '');
  const [error, setError] = useState<unknown>(null);
  // Only the latest request may update the page (a slow answer in the previous language is dropped).
  const latest = useRef(0);

  const load = useCallback(async (): Promise<IntakeForm | null> => {
    const request = ++latest.current;
    applyPageLocale(lang);
    setLoading(true);
    setError(null);
    try {
      const received = await getIntakeForm({ uuid, lawCase });
      if (request !== latest.current) return null;
      setForm(received);
      return received;
    } catch (failure) {
      if (request === latest.current) setError(failure);
      return null;
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [uuid, lawCase, lang]);

  // Before the first paint: the page never shows a moment in the visitor's previous language.
  useLayoutEffect(() => applyPageLocale(lang), [lang]);

  useEffect(() => {
    if (uuid !== '') void load();
  }, [load, uuid]);

  return { form, loading, error, reload: load };
}
