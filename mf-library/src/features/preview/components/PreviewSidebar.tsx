import { Button, errorToastText, notify, pathTo, Spinner, useRole } from '@lexdesk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { LibraryDocument } from '../../../api/documents';
import { previewQueries } from '../../../api/keys';
import { selectDocument, useSelectedDocument } from '../../../common/selection';
import { saveBlob, useObjectUrl } from '../hooks/useObjectUrl';
import { AddToCase } from './AddToCase';
import styles from './Preview.module.css';

// react-pdf and pdf.js load only when a PDF is previewed.
const PdfViewer = lazy(() => import('./PdfViewer'));

type PreviewKind = 'pdf' | 'image' | 'none';

/** PDF in a frame, png/jpg/jpeg as an image (specification 2, "Accepted preview types"), nothing else. */
export function previewKind(document: Pick<LibraryDocument, 'name' | 'mime'>): PreviewKind {
  const extension = document.name.slice(document.name.lastIndexOf('.') + 1).toLowerCase();
  if (document.mime === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (['image/png', 'image/jpeg'].includes(document.mime) || ['png', 'jpg', 'jpeg'].includes(extension)) return 'image';
  return 'none';
}

/** The frame's width, followed as the sidebar resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(320);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.max(160, Math.floor(element.clientWidth) - 2));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The right sidebar's preview of the selected document (the shell shows it only once one is selected).
 * The super administrator gets Edit (to Tagging); others Open (PDF only), Download and the add to a case.
 */
export function PreviewSidebar() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const isAdmin = useRole() === 'admin';
  const document = useSelectedDocument();
  const kind = document ? previewKind(document) : 'none';
  const file = useQuery({ ...previewQueries.file(document?.token ?? ''), enabled: !!document && kind !== 'none' });
  const queryClient = useQueryClient();
  const url = useObjectUrl(file.data);
  const [frameRef, width] = useWidth();

  if (!document) return null;

  // Download takes the previewed bytes, else fetches them (a document without preview) through the same query.
  const bytes = (): Promise<Blob | undefined> =>
    queryClient.fetchQuery(previewQueries.file(document.token)).catch((error: unknown) => {
      notify.error(errorToastText(intl, error));
      return undefined;
    });

  const download = async () => {
    const blob = await bytes();
    if (blob) saveBlob(blob, document.name);
  };

  const open = () => {
    if (url) window.open(url, '_blank', 'noopener');
  };

  // The citation as a brief quotes it; where the clipboard is refused (an insecure origin, a denied permission)
  // the text stays selectable.
  const copyReference = async (reference: string) => {
    try {
      await navigator.clipboard.writeText(reference);
      notify.success(t('library.preview.referenceCopied'));
    } catch {
      notify.error(t('library.preview.referenceNotCopied'));
    }
  };

  return (
    <section className={styles.sidebar} aria-labelledby="library-preview-title">
      <div className={styles.header}>
        <h2 id="library-preview-title">{t('library.PreviewSidebar.title')}</h2>
        <Button variant="ghost" size="sm" onClick={() => selectDocument(null)}>
          {t('library.preview.close')}
        </Button>
      </div>
      <p className={styles.name}>{document.name}</p>
      {document.reference ? (
        <figure className={styles.reference} aria-labelledby="library-preview-reference">
          <figcaption id="library-preview-reference" className={styles.referenceTerm}>
            {t('library.preview.reference')}
          </figcaption>
          <cite>{document.reference}</cite>
          <Button variant="ghost" size="sm" onClick={() => void copyReference(document.reference ?? '')}>
            {t('library.preview.copyReference')}
          </Button>
        </figure>
      ) : null}
      <div ref={frameRef}>
        {kind === 'none' ? (
          <p>{t('library.preview.none')}</p>
        ) : file.error ? (
          <p role="alert">{t('library.preview.error')}</p>
        ) : !file.data || !url ? (
          <Spinner label={t('library.preview.loading')} />
        ) : kind === 'pdf' ? (
          <Suspense fallback={<Spinner label={t('library.preview.loading')} />}>
            <PdfViewer file={file.data} name={document.name} width={width} />
          </Suspense>
        ) : (
          <img className={styles.image} src={url} alt={document.name} />
        )}
      </div>
      <div className={styles.actions}>
        {isAdmin ? (
          <Button
            onClick={() =>
              navigate({ pathname: pathTo.Tagging(), search: `?${new URLSearchParams({ token: document.token })}` })
            }
          >
            {t('library.preview.edit')}
          </Button>
        ) : (
          <>
            {kind === 'pdf' ? (
              <Button variant="secondary" disabled={!url} onClick={open}>
                {t('library.preview.open')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => void download()}>
              {t('library.preview.download')}
            </Button>
          </>
        )}
      </div>
      {isAdmin ? null : <AddToCase documentToken={document.token} />}
    </section>
  );
}
