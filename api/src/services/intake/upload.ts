import type { Multipart, MultipartFile } from '@fastify/multipart';
import { INTAKE_PROOF_OF_WORK_FIELD, MAX_INTAKE_TOTAL_BYTES } from '@lexdesk/shared/domain';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_HEAD_BYTES } from '../../lib/fileType';
import { saveUpload } from '../../lib/storage';
import { isStorableText } from '../../lib/storableInput';

/** The intake form's single-value fields (multipart field names). */
export const INTAKE_PLAIN_FIELDS = [
  'uuid',
  'law_case_id',
  'lang',
  'firstname',
  'lastname',
  'email',
  'phone',
  INTAKE_PROOF_OF_WORK_FIELD,
] as const;
export type IntakePlainField = (typeof INTAKE_PLAIN_FIELDS)[number];

const ANSWER_FIELD = /^answers\[([1-9][0-9]{0,8})\]$/;
const FILE_FIELD = /^files\[([1-9][0-9]{0,8})\]$/;

const isPlainField = (name: string): name is IntakePlainField =>
  (INTAKE_PLAIN_FIELDS as readonly string[]).includes(name);

/** A file received for a question, waiting in the request's temporary folder. */
export interface ReceivedFile {
  questionId: number;
  /** As the browser named it; never used as a path. */
  originalName: string;
  tempPath: string;
  size: number;
  sha256: string;
  head: Buffer;
  /** Cut at the size limit (MAX_UPLOAD_BYTES). */
  truncated: boolean;
}

export interface ReceivedIntake {
  plain: Map<IntakePlainField, string[]>;
  /** answers[<question id>] values, in the order sent. */
  answers: Map<number, string[]>;
  files: ReceivedFile[];
  /** Field names the form does not have. */
  notAllowed: Set<string>;
  /** Fields whose value was cut at the field size limit or was not text: `firstname`, `answers.12`... */
  unreadable: Set<string>;
  /** Fields whose text no engine can store (a NUL): refused before anything else is looked up. */
  unstorable: Set<string>;
  /** The files together passed MAX_INTAKE_TOTAL_BYTES: the rest were not kept. */
  totalExceeded: boolean;
}

export function answerKey(questionId: number): string {
  return `answers.${questionId}`;
}

function append<K>(map: Map<K, string[]>, key: K, value: string): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

async function drain(part: MultipartFile): Promise<void> {
  await pipeline(part.file, discard());
}

/**
 * Reads every part of the intake form: text fields into maps, files streamed to `tempDir` (named by
 * their order, never by the browser's name). Nothing is judged here except field names; the caller
 * validates the whole, then keeps or deletes the files.
 */
export async function receiveIntake(parts: AsyncIterable<Multipart>, tempDir: string): Promise<ReceivedIntake> {
  const received: ReceivedIntake = {
    plain: new Map(),
    answers: new Map(),
    files: [],
    notAllowed: new Set(),
    unreadable: new Set(),
    unstorable: new Set(),
    totalExceeded: false,
  };
  let fileIndex = 0;
  let totalBytes = 0;
  for await (const part of parts) {
    const name = part.fieldname;
    if (part.type === 'file') {
      const match = FILE_FIELD.exec(name);
      if (!match) {
        received.notAllowed.add(name);
        await drain(part);
        continue;
      }
      if (received.totalExceeded) {
        await drain(part);
        continue;
      }
      fileIndex += 1;
      const tempPath = path.join(tempDir, String(fileIndex));
      const saved = await saveUpload(part.file, tempPath, SNIFF_HEAD_BYTES);
      // What a browser sends for a file input left empty: no name, no bytes.
      if (part.filename === '' && saved.size === 0) {
        await rm(tempPath, { force: true });
        continue;
      }
      totalBytes += saved.size;
      if (totalBytes > MAX_INTAKE_TOTAL_BYTES) {
        received.totalExceeded = true;
        await rm(tempPath, { force: true });
        continue;
      }
      received.files.push({
        questionId: Number(match[1]),
        originalName: part.filename,
        tempPath,
        ...saved,
        truncated: part.file.truncated,
      });
      continue;
    }

    const answer = ANSWER_FIELD.exec(name);
    const key = answer ? answerKey(Number(answer[1])) : name;
    if (!answer && !isPlainField(name)) {
      received.notAllowed.add(name);
      continue;
    }
    // A part sent as application/json arrives parsed: the form only has text.
    if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
      received.unreadable.add(key);
      continue;
    }
    if (!isStorableText(part.value)) {
      received.unstorable.add(key);
      continue;
    }
    if (answer) append(received.answers, Number(answer[1]), part.value);
    else if (isPlainField(name)) append(received.plain, name, part.value);
  }
  return received;
}
