import {
  type FirmPolicies,
  type Locale,
  POLICY_LANGS,
  POLICY_TYPES,
  type PolicyText,
  type PolicyType,
  type PublicPolicyLinks,
} from '@lexdesk/shared/domain';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../errors';
import { t } from '../i18n';
import type { ClientRow, NewPolicy, PolicyRow, Repositories } from '../repositories';

/**
 * The rich-text subset the office editor writes (shared RICH_TEXT_TAGS): anything else is dropped with
 * its attributes; script, style and iframe go with their content. Links keep only an http(s) or mailto
 * href (the editor writes nothing else, so what it loads back is what it wrote).
 */
const POLICY_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

/** The content reduced to the allowed subset. */
export function sanitizePolicyContent(content: string): string {
  return sanitizeHtml(content, POLICY_SANITIZE_OPTIONS).trim();
}

/** Nothing but empty paragraphs, line breaks and white space: the editor's empty document. */
export function isEmptyRichText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') === '';
}

/** The public address of one policy page (served by routes/policyPages.ts, outside /api). */
export function policyUrl(publicUrl: string, firm: ClientRow, type: PolicyType, lang: Locale): string {
  return `${publicUrl}/policies/${firm.uuid}/${type}/${lang}`;
}

const byLangOrder = (a: PolicyRow, b: PolicyRow) => POLICY_LANGS.indexOf(a.lang) - POLICY_LANGS.indexOf(b.lang);

export function toFirmPolicies(publicUrl: string, firm: ClientRow, rows: readonly PolicyRow[]): FirmPolicies {
  const ofType = (type: PolicyType) =>
    rows
      .filter((row) => row.type === type)
      .sort(byLangOrder)
      .map((row) => ({ lang: row.lang, content: row.content, url: policyUrl(publicUrl, firm, type, row.lang) }));
  return { privacy: ofType('privacy'), terms: ofType('terms') };
}

export function toPublicPolicyLinks(publicUrl: string, firm: ClientRow, rows: readonly PolicyRow[]): PublicPolicyLinks {
  const all = toFirmPolicies(publicUrl, firm, rows);
  return {
    privacy: all.privacy.map(({ lang, url }) => ({ lang, url })),
    terms: all.terms.map(({ lang, url }) => ({ lang, url })),
  };
}

const notFound = () => new AppError(404, 'not_found', 'not_found');

/** The firm's policies, texts and addresses, for its office screen. */
export async function policiesOfFirm(repos: Repositories, publicUrl: string, firm: ClientRow): Promise<FirmPolicies> {
  return toFirmPolicies(publicUrl, firm, await repos.policies.ofClient(firm.id));
}

/** The addresses of a firm's published policies, by its uuid (the intake page links them); 404 for no firm. */
export async function publishedPolicyLinks(
  repos: Repositories,
  publicUrl: string,
  uuid: string,
): Promise<PublicPolicyLinks> {
  const firm = await repos.clients.findByUuid(uuid);
  if (!firm) throw notFound();
  return toPublicPolicyLinks(publicUrl, firm, await repos.policies.ofClient(firm.id));
}

const isPolicyType = (value: string): value is PolicyType => (POLICY_TYPES as readonly string[]).includes(value);
const isPolicyLang = (value: string): value is Locale => (POLICY_LANGS as readonly string[]).includes(value);

/**
 * The page of one published policy (see renderPolicyPage). Any firm, type or language that does not name a
 * published text is a page that does not exist (404), not a malformed request.
 */
export async function policyPage(repos: Repositories, uuid: string, type: string, lang: string): Promise<string> {
  const firm = await repos.clients.findByUuid(uuid);
  const policy =
    firm && isPolicyType(type) && isPolicyLang(lang) ? await repos.policies.find(firm.id, type, lang) : undefined;
  if (!firm || !policy) throw notFound();
  return renderPolicyPage(firm, policy);
}

/**
 * Replaces the firm's policies with the posted set: each content sanitised, empty ones left out (the
 * language is then removed), one text per type and language (the last one posted wins).
 */
export async function savePolicies(
  repos: Repositories,
  firm: ClientRow,
  posted: Record<PolicyType, readonly PolicyText[]>,
  now: Date,
): Promise<PolicyRow[]> {
  const kept = new Map<string, NewPolicy>();
  for (const type of POLICY_TYPES) {
    for (const { lang, content } of posted[type]) {
      const clean = sanitizePolicyContent(content);
      const key = `${type}|${lang}`;
      if (isEmptyRichText(clean)) kept.delete(key);
      else kept.set(key, { type, lang, content: clean });
    }
  }
  await repos.transaction((tx) => tx.policies.replace(firm.id, [...kept.values()], now));
  return repos.policies.ofClient(firm.id);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A standalone page for one policy: the firm's name as title and the stored (sanitised) content. It is
 * sent with a CSP that allows no script at all, so even a sanitiser gap could not run code here.
 */
export function renderPolicyPage(firm: ClientRow, policy: PolicyRow): string {
  const firmName = escapeHtml(firm.name ?? 'LexDesk');
  const heading = escapeHtml(t(policy.lang, policy.type === 'privacy' ? 'policy_privacy' : 'policy_terms'));
  return `<!doctype html>
<html lang="${policy.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} – ${firmName}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.6rem}</style>
</head>
<body>
<main>
<h1>${firmName}</h1>
<p><strong>${heading}</strong></p>
${policy.content}
</main>
</body>
</html>
`;
}
