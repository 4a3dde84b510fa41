// The new-password rule of Register, Reset and Subscribe, apart from the other form pieces: Login imports those,
// and the product-word check (from shared's domain, bundled where it is used) stays out of Login's bytes.
import { PASSWORD_MIN_LENGTH, validationMessageIds as ids } from '@lexdesk/shared/core';
import { passwordProductWord } from '@lexdesk/shared/domain';
import * as v from 'valibot';

/** The server's rules the browser can check alone; a form that knows the firm adds its name (RegisterForm). */
export const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(ids.required),
  v.minLength(PASSWORD_MIN_LENGTH, ids.passwordLength),
  v.check((password) => passwordProductWord(password) === undefined, ids.passwordProductWord),
);
