import { PICTURE_MAX_SIDE } from '@lexdesk/shared/domain';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { AppError } from '../errors';
import { randomToken } from '../lib/crypto';
import { filesDir, storedFilePath } from '../lib/storage';
import type { Repositories, UserRow } from '../repositories';

/**
 * Pixels a picture may have before decoding is refused (sharp's own guard against decompression bombs):
 * a 7000 × 7000 photo fits, a tiny file claiming 100 000 × 100 000 does not.
 */
const MAX_INPUT_PIXELS = 50_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** PNG or JPEG by the file's first bytes, whatever its name or declared type says. */
export function isPictureContent(bytes: Buffer): boolean {
  const starts = (signature: Buffer) => bytes.subarray(0, signature.length).equals(signature);
  return starts(PNG_SIGNATURE) || starts(JPEG_SIGNATURE);
}

/** Where the browser loads a user's picture (with its session); `v` changes with each upload. */
export function pictureUrl(user: Pick<UserRow, 'id' | 'profile_picture'>): string | null {
  return user.profile_picture === null
    ? null
    : `/api/user/${user.id}/picture?v=${encodeURIComponent(user.profile_picture.slice(0, 12))}`;
}

/**
 * Decodes the picture, turns it upright, fits it in PICTURE_MAX_SIDE² and writes it again as PNG: only
 * pixels are kept (no metadata, no trailing bytes). Null when the bytes are not a decodable image.
 */
export async function normalisePicture(bytes: Buffer): Promise<Buffer | null> {
  if (!isPictureContent(bytes)) return null;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Stores the picture as the user's and removes the one it replaces. */
export async function storePicture(
  repos: Repositories,
  dataDir: string,
  user: UserRow,
  png: Buffer,
  now: Date,
): Promise<void> {
  const token = randomToken();
  await mkdir(filesDir(dataDir), { recursive: true });
  const target = storedFilePath(dataDir, token);
  // Written aside then renamed: a reader never sees half a picture.
  await writeFile(`${target}.partial`, png, { flag: 'wx' });
  await rename(`${target}.partial`, target);
  const previous = await repos.users.setPicture(user.id, token, now);
  if (previous !== null) await rm(storedFilePath(dataDir, previous), { force: true });
}

/**
 * A member's picture file, for its owner and the members of the same firm (404 for anyone else, for a user
 * without a picture and for a file that is gone).
 */
export async function memberPicture(
  repos: Repositories,
  dataDir: string,
  viewer: UserRow,
  ownerId: number,
): Promise<{ path: string; size: number }> {
  const notFound = () => new AppError(404, 'not_found', 'not_found');
  const owner = await repos.users.findById(ownerId);
  const visible =
    owner !== undefined &&
    (owner.id === viewer.id || (owner.client_id !== null && owner.client_id === viewer.client_id));
  if (!visible || owner.profile_picture === null) throw notFound();
  const file = storedFilePath(dataDir, owner.profile_picture);
  const size = await stat(file).then(
    (stats) => stats.size,
    () => undefined,
  );
  if (size === undefined) throw notFound();
  return { path: file, size };
}
