import { isAbortedError, notify, type FileDropItem } from '@lexdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDocument, uploadDocument } from '../../../api/documents';
import { documentKeys } from '../../../api/keys';
import { refusalText } from './useUploadBatch';

let nextId = 1;

export interface EarlyUpload {
  /** The chosen file, with its progress, then done or its error. */
  item: FileDropItem | null;
  /** The stored document, once the upload answered. */
  token: string | null;
  /** Uploading now. */
  uploading: boolean;
  /** Sends this file at once (the one chosen before is abandoned). */
  choose: (file: File) => void;
  /** The stored document's token once the upload ends (null: it failed or was abandoned). */
  uploaded: () => Promise<string | null>;
  /** The metadata was saved: the document stays when the popup closes. */
  keep: () => void;
}

export interface EarlyUploadTexts {
  /** Beside a file that failed. */
  failedText: string;
  /** The alert naming it ("L'upload de 1 document(s) a échoué : a.pdf"). */
  failedAlert: (name: string) => string;
}

/**
 * The super administrator's upload (see ARCHITECTURE.md, "Upload popup"): the file is sent as soon as it is
 * chosen, private, so that the worker reads its text while the form is filled and the values read from it can be
 * offered; Continue then saves the metadata, visibility included. A document the popup abandons (another file
 * chosen, the popup closed or left before Continue) is deleted: it was never published, so nothing else saw it.
 */
export function useEarlyUpload({ failedText, failedAlert }: EarlyUploadTexts): EarlyUpload {
  const queryClient = useQueryClient();
  const [item, setItem] = useState<FileDropItem | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const current = useRef<{ controller: AbortController; done: Promise<string | null>; token: string | null } | null>(
    null,
  );
  const kept = useRef(false);
  const texts = useRef({ failedText, failedAlert });
  texts.current = { failedText, failedAlert };

  const discard = useCallback(() => {
    const previous = current.current;
    current.current = null;
    if (!previous) return;
    previous.controller.abort();
    if (kept.current) return;
    // The upload may still answer after the abort was asked: its document goes too.
    void previous.done.then((stored) => {
      const abandoned = stored ?? previous.token;
      if (abandoned) {
        void deleteDocument(abandoned)
          .catch(() => undefined)
          .then(() => queryClient.invalidateQueries({ queryKey: documentKeys.all }));
      }
    });
  }, [queryClient]);

  useEffect(() => discard, [discard]);

  const choose = useCallback(
    (file: File) => {
      discard();
      kept.current = false;
      const id = String(nextId++);
      const controller = new AbortController();
      setItem({ id, name: file.name, size: file.size, progress: 0 });
      setToken(null);
      setUploading(true);
      const entry = { controller, token: null as string | null, done: Promise.resolve<string | null>(null) };
      entry.done = uploadDocument({
        file,
        visibility: 'private',
        signal: controller.signal,
        onProgress: (progress) =>
          setItem((shown) => (shown?.id === id ? { ...shown, progress: Math.min(progress, 99) } : shown)),
      }).then(
        (stored) => {
          entry.token = stored.token;
          if (current.current === entry) {
            setItem((shown) => (shown?.id === id ? { ...shown, progress: 100, done: true } : shown));
            setToken(stored.token);
            setUploading(false);
            void queryClient.invalidateQueries({ queryKey: documentKeys.all });
          }
          return stored.token;
        },
        (error: unknown) => {
          if (current.current === entry) {
            setUploading(false);
            if (!isAbortedError(error)) {
              setItem((shown) =>
                shown?.id === id
                  ? { ...shown, progress: undefined, error: refusalText(error, texts.current.failedText) }
                  : shown,
              );
              notify.alert(texts.current.failedAlert(file.name));
            }
          }
          return null;
        },
      );
      current.current = entry;
    },
    [discard, queryClient],
  );

  const uploaded = useCallback(() => current.current?.done ?? Promise.resolve(null), []);
  const keep = useCallback(() => {
    kept.current = true;
  }, []);

  return { item, token, uploading, choose, uploaded, keep };
}
