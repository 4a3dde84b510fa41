import type { LegalNotice, Subprocessor } from '@lexdesk/shared/contract';
import { PAYMENTS_SUBPROCESSOR } from '@lexdesk/shared/domain';
import type { AppConfig } from '../config';

/**
 * The legal notice of this installation (GET /api/public/legal-notice): the operator's details from its settings
 * (null where one is missing or malformed) and the sub-processors the installation really uses: the host always,
 * the mail service when mail leaves by SMTP, object storage when documents are kept there, and the payment
 * provider when card payments are set up.
 */
export function legalNotice(config: Pick<AppConfig, 'operator' | 'smtpUrl' | 's3' | 'billing'>): LegalNotice {
  const { operator } = config;
  const subprocessors: Subprocessor[] = [{ role: 'hosting', name: operator.hosting }];
  if (config.smtpUrl) subprocessors.push({ role: 'mail', name: operator.mailProvider });
  if (config.s3) subprocessors.push({ role: 'storage', name: operator.storageProvider });
  if (config.billing) subprocessors.push({ role: 'payments', name: PAYMENTS_SUBPROCESSOR });
  const details = {
    name: operator.name,
    legal_form: operator.legalForm,
    address: operator.address,
    company_number: operator.companyNumber,
    vat_number: operator.vatNumber,
    register: operator.register,
    email: operator.email,
  };
  const complete =
    Object.values(details).every((value) => value !== null) && subprocessors.every((entry) => entry.name !== null);
  return { ...details, phone: operator.phone, subprocessors, complete };
}
