// What the upload popup (features/upload) needs of the metadata form (features/metadata): the pages give the popup
// the form's section for uploads, so that the two features meet only where the app composes them.
import type { ComponentType, Ref } from 'react';
import type { DocumentMetadata } from '../api/metadata';

/** full: the whole form (one file); multiple: type, country, language and law cases, for every file. */
export type MetadataFormMode = 'full' | 'multiple';

export interface MetadataSectionHandle {
  /** Checks the form: the metadata when it is valid, else null (its errors are then on their fields). */
  submit: () => Promise<DocumentMetadata | null>;
  /** A refused save or upload: the server's field errors on their fields, anything else above the form. */
  showErrors: (error: unknown) => void;
}

export interface MetadataSectionProps {
  mode: MetadataFormMode;
  /** The stored document whose text offers values (the super administrator's upload); null: none. */
  suggestionsToken: string | null;
  /** The chosen file's name: the document's name until the user writes another (full mode). */
  fileName: string | null;
  handle: Ref<MetadataSectionHandle>;
}

export type MetadataSection = ComponentType<MetadataSectionProps>;
