/** How one chosen file ended. */
export type UploadOutcome =
  | { name: string; result: 'uploaded' }
  | { name: string; result: 'failed' }
  /** Stored in the library, but adding it to the case failed (specification 2, section 4). */
  | { name: string; result: 'notAttached' };

export interface UploadMessage {
  id: string;
  values?: Record<string, string | number>;
}

export interface UploadReport {
  /** The success toast: "Le document a bien été uploadé" for one, "N documents uploadés" for several. */
  success: UploadMessage | null;
  /** One alert naming every file that failed: "L'upload de N document(s) a échoué : a.pdf, b.png". */
  failure: UploadMessage | null;
  /** One alert per document uploaded but not added to its case. */
  notAttached: UploadMessage[];
}

export function uploadReport(outcomes: readonly UploadOutcome[]): UploadReport {
  const stored = outcomes.filter((outcome) => outcome.result !== 'failed');
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  let success: UploadMessage | null = null;
  if (stored.length === 1) success = { id: 'library.upload.done.one' };
  else if (stored.length > 1) success = { id: 'library.upload.done.many', values: { count: stored.length } };
  return {
    success,
    failure:
      failed.length === 0
        ? null
        : {
            id: 'library.upload.failed',
            values: { count: failed.length, names: failed.map((outcome) => outcome.name).join(', ') },
          },
    notAttached: outcomes
      .filter((outcome) => outcome.result === 'notAttached')
      .map((outcome) => ({ id: 'library.upload.notAttached', values: { name: outcome.name } })),
  };
}
