import { isEmail, type Client, type MailSystem } from '@lexdesk/shared';

export interface InformationsDraft {
  name: string;
  mailSystem: MailSystem;
  emailBox: string;
}

export interface InformationsChanges {
  /** The new firm name, when it differs from the saved one. */
  name?: string;
  /** The new sending method, when the method (or, for the shared mailbox, its address) differs. */
  mailSystem?: { mailSystem: MailSystem; email: string | null };
}

export function draftOf(client: Client): InformationsDraft {
  return { name: client.name ?? '', mailSystem: client.mail_system, emailBox: client.email_box ?? '' };
}

/** Section 5: only what changed is posted, the name and the sending method separately. */
export function changesOf(saved: Client, draft: InformationsDraft): InformationsChanges {
  const changes: InformationsChanges = {};
  const name = draft.name.trim();
  if (name !== (saved.name ?? '')) changes.name = name;
  const emailBox = draft.emailBox.trim();
  const methodChanged = draft.mailSystem !== saved.mail_system;
  const boxChanged = draft.mailSystem === 1 && emailBox !== (saved.email_box ?? '');
  if (methodChanged || boxChanged)
    changes.mailSystem = { mailSystem: draft.mailSystem, email: draft.mailSystem === 1 ? emailBox : null };
  return changes;
}

export function hasChanges(changes: InformationsChanges): boolean {
  return changes.name !== undefined || changes.mailSystem !== undefined;
}

/** The shared mailbox needs a valid address; the name cannot be emptied. */
export function draftErrors(draft: InformationsDraft): { name?: 'required'; emailBox?: 'required' | 'email' } {
  const errors: { name?: 'required'; emailBox?: 'required' | 'email' } = {};
  if (draft.name.trim() === '') errors.name = 'required';
  if (draft.mailSystem === 1) {
    const box = draft.emailBox.trim();
    if (box === '') errors.emailBox = 'required';
    else if (!isEmail(box)) errors.emailBox = 'email';
  }
  return errors;
}
