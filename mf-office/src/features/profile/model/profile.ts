import { extensionOf, type User } from '@lexdesk/shared';
import type { ProfileBody } from '../../../api/account';

/** Section 9: the profile picture's extensions. */
export const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const PICTURE_ACCEPT = PICTURE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The server's limit for a picture (PICTURE_MAX_BYTES of the API): refused before sending. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export function isSupportedPicture(fileName: string): boolean {
  return (PICTURE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

export function profileOf(user: User | null): ProfileBody {
  return { firstname: user?.firstname ?? '', lastname: user?.lastname ?? '', email: user?.email ?? '' };
}

export const trimmed = (profile: ProfileBody): ProfileBody => ({
  firstname: profile.firstname.trim(),
  lastname: profile.lastname.trim(),
  email: profile.email.trim(),
});

export function profileChanged(saved: ProfileBody, draft: ProfileBody): boolean {
  const next = trimmed(draft);
  return next.firstname !== saved.firstname || next.lastname !== saved.lastname || next.email !== saved.email;
}

export function hasEmptyField(draft: ProfileBody): boolean {
  const next = trimmed(draft);
  return next.firstname === '' || next.lastname === '' || next.email === '';
}
