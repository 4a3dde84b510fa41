// Upload rules of the library (specification 2, section 5), shared by the intake form and the library.

export const ACCEPTED_UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx'] as const;
export type AcceptedExtension = (typeof ACCEPTED_UPLOAD_EXTENSIONS)[number];

/** The `accept` attribute of file inputs. */
export const UPLOAD_ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Per file. Scans of judgments run large; 20 MiB keeps a phone photo or a 300-page PDF in. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Files one intake submission may carry, every question together. */
export const MAX_INTAKE_FILES = 10;
/** Bytes one intake submission may carry, every file together (an anonymous form must not fill a disk). */
export const MAX_INTAKE_TOTAL_BYTES = 40 * 1024 * 1024;

export const MIME_BY_EXTENSION: Record<AcceptedExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAcceptedFileName(fileName: string): boolean {
  return (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}
