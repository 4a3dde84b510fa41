import { Button, PREVIEW_FRAME_HEIGHT, Spinner } from '@lexdesk/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Document, Page } from 'react-pdf';
import './pdfWorker';
import styles from './Preview.module.css';

export interface PdfViewerProps {
  file: Blob;
  name: string;
  /** The frame's inner width: pages are drawn to fit it. */
  width: number;
}

/** A PDF in a frame 407 px high (specification 2, preview), one page at a time with previous and next. */
export default function PdfViewer({ file, name, width }: PdfViewerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);

  return (
    <div className={styles.pdf}>
      <div
        className={styles.frame}
        style={{ height: PREVIEW_FRAME_HEIGHT }}
        role="document"
        aria-label={t('library.preview.frame', { name })}
        tabIndex={0}
      >
        <Document
          file={file}
          onLoadSuccess={({ numPages }) => {
            setPageCount(numPages);
            setPage(1);
          }}
          loading={<Spinner label={t('library.preview.loading')} />}
          error={<p role="alert">{t('library.preview.error')}</p>}
        >
          <Page pageNumber={page} width={width} renderTextLayer={false} renderAnnotationLayer={false} />
        </Document>
      </div>
      {pageCount > 1 ? (
        <div className={styles.pager}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('library.preview.previousPage')}
          </Button>
          <span aria-live="polite">{t('library.preview.page', { page, count: pageCount })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {t('library.preview.nextPage')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
