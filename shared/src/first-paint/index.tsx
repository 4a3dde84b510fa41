// @lexdesk/shared/first-paint: what an app's Node build (tools/webpack/create-config.js, `src/first-paint.tsx`)
// uses to prerender a page as HTML, shown by the server before the scripts arrive (ARCHITECTURE.md, "First
// paint"). Never part of a browser bundle, and no federation singleton.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { FIRST_PAINT_SUBMIT_ATTRIBUTE } from '../domain/firstPaint';
import { useLocaleStore, type Catalogue, type Messages } from '../stores/locale';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../types/entities';

export { FIRST_PAINT_PAGE_SLOT, type PageRoute } from '../domain/firstPaint';

/**
 * A first paint's forms must not submit before the app has taken over: the browser would send the fields
 * in the URL of a plain GET. Its submit buttons become plain buttons (same look), and a form without a submit
 * button and with two fields or more never submits on Enter either.
 */
export function inertSubmits(html: string): string {
  return html.replace(/<button\b[^>]*>/g, (tag) =>
    tag.includes('type="submit"')
      ? tag.replace('type="submit"', `type="button" ${FIRST_PAINT_SUBMIT_ATTRIBUTE}=""`)
      : tag,
  );
}

/** The texts of `locale` as the shell's IntlProvider gives them: shared's, the apps', French for a missing one. */
function textsFor(locale: Locale, catalogues: readonly Catalogue[]): Messages {
  const registered = useLocaleStore.getState().messages;
  const merged = (at: Locale): Messages => Object.assign({}, registered[at], ...catalogues.map((c) => c[at]));
  return locale === DEFAULT_LOCALE ? merged(locale) : { ...merged(DEFAULT_LOCALE), ...merged(locale) };
}

/**
 * Renders `page` in every language to static HTML, as `<name>.<locale>.html` files. The stores see the
 * language being rendered (a language switch shows it selected), and texts are those of `catalogues`
 * (the app's own) over shared's.
 */
export function renderFirstPaints(
  name: string,
  page: (locale: Locale) => ReactElement,
  catalogues: readonly Catalogue[],
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const locale of LOCALES) {
    useLocaleStore.setState({ locale });
    const html = renderToStaticMarkup(
      <IntlProvider locale={locale} messages={textsFor(locale, catalogues)} defaultLocale={DEFAULT_LOCALE}>
        {page(locale)}
      </IntlProvider>,
    );
    files[`${name}.${locale}.html`] = inertSubmits(html);
  }
  useLocaleStore.setState({ locale: DEFAULT_LOCALE });
  return files;
}
