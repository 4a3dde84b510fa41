// LexDesk's own legal notice: who runs this installation, from its LEXDESK_OPERATOR_* settings (api/src/config.ts).
import { type Static, Type } from '@sinclair/typebox';
import { OPERATOR_LEGAL_FORMS, SUBPROCESSOR_ROLES } from '../domain/operator';
import { nullable, stringEnum } from './schema';

/** A service the operator entrusts data to; `name` is null while the operator has not said which company it is. */
export const Subprocessor = Type.Object({ role: stringEnum(SUBPROCESSOR_ROLES), name: nullable(Type.String()) });
export type Subprocessor = Static<typeof Subprocessor>;

/**
 * The publisher's details as configured. A value the operator has not set, or set in a form that cannot be right
 * (an enterprise number whose check digits fail), is null: the page says it is missing rather than show a guess.
 * `complete` is true when nothing the notice needs is missing.
 */
export const LegalNotice = Type.Object({
  name: nullable(Type.String()),
  /** A code of OPERATOR_LEGAL_FORMS, named in the reader's language by the page (an SRL is a BV in Dutch). */
  legal_form: nullable(stringEnum(OPERATOR_LEGAL_FORMS)),
  /** The registered office. */
  address: nullable(Type.String()),
  /** BCE/KBO enterprise number, 0123.456.749. */
  company_number: nullable(Type.String()),
  vat_number: nullable(Type.String()),
  /** The register of legal entities and its enterprise court (division), as the operator writes it: "RPM Bruxelles". */
  register: nullable(Type.String()),
  email: nullable(Type.String()),
  /** Optional: the law asks for an e-mail address, not a phone number. */
  phone: nullable(Type.String()),
  /** Hosting first, then mail, file storage (when it is not the host's) and payments (when set up). */
  subprocessors: Type.Array(Subprocessor),
  complete: Type.Boolean(),
});
export type LegalNotice = Static<typeof LegalNotice>;
