// What GET /api/public/legal-notice answers, for the legal page's tests.
import type { LegalNotice } from '@lexdesk/shared/contract';

/** What GET /api/public/legal-notice answers for an installation whose operator filled in everything. */
export const CONFIGURED: LegalNotice = {
  name: 'LexDesk',
  legal_form: 'srl',
  address: 'Rue de la Loi 16, 1000 Bruxelles',
  company_number: '0123.456.749',
  vat_number: 'BE0123456749',
  register: 'RPM Bruxelles',
  email: 'contact@lexdesk.example',
  phone: null,
  subprocessors: [
    { role: 'hosting', name: 'Hébergeur Exemple SA, Bruxelles' },
    { role: 'mail', name: 'Courrier Exemple SRL' },
  ],
  complete: true,
};

/** The same call on an installation whose operator set nothing. */
export const UNCONFIGURED: LegalNotice = {
  name: null,
  legal_form: null,
  address: null,
  company_number: null,
  vat_number: null,
  register: null,
  email: null,
  phone: null,
  subprocessors: [{ role: 'hosting', name: null }],
  complete: false,
};
