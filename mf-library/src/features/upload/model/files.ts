/** The library API's default size limit per file (LEXDESK_UPLOAD_MAX_BYTES on the server): refused before sending. */
export const LIBRARY_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
