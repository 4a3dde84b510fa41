import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256-bit random token, URL-safe, for session ids, CSRF tokens, invitation and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked database does not hand out live sessions or links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Comparing digests keeps the comparison constant-time even when the lengths differ. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
