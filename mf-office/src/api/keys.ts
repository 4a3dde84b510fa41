// The queries mf-office reads, one key factory per feature: every key of a feature starts with the feature's root,
// so that a change invalidates all it may have made stale (a lawyer removed: the firm's lists, its lawyers per
// matter, its client record) and nothing else.
import type { Locale } from '@lexdesk/shared';
import { queryOptions } from '@tanstack/react-query';
import { getCategory, getCategoryLawCases, getCategoryLawyers, getMyCategories, listAllCategories } from './account';
import {
  getClient,
  getPolicies,
  listDocumentAccessLog,
  listFirmLawyers,
  listInvitations,
  searchLawyers,
} from './office';

/** The firm: its record, its members (the lawyers list, the lawyer panel, the lawyers sidebars), its policies. */
export const firmKeys = {
  all: ['firm'] as const,
  client: () => [...firmKeys.all, 'client'] as const,
  lawyers: (uuid: string) => [...firmKeys.all, 'lawyers', uuid] as const,
  lawyerSearch: (terms: string) => [...firmKeys.all, 'lawyer-search', terms] as const,
  /** The firm's lawyers practising a matter (the sidebar of a category's page). */
  categoryLawyers: (categoryId: number) => [...firmKeys.all, 'category-lawyers', categoryId] as const,
  policies: (uuid: string) => [...firmKeys.all, 'policies', uuid] as const,
  /** The invitations waiting for their lawyer (an invitation, a resend, a revocation and a registration change it). */
  invitations: (uuid: string) => [...firmKeys.all, 'invitations', uuid] as const,
  /** One page of the provider's document access log. */
  accessLog: (uuid: string, page: number) => [...firmKeys.all, 'access-log', uuid, page] as const,
};

export const firmQueries = {
  client: () => queryOptions({ queryKey: firmKeys.client(), queryFn: ({ signal }) => getClient(signal) }),
  lawyers: (uuid: string) =>
    queryOptions({ queryKey: firmKeys.lawyers(uuid), queryFn: ({ signal }) => listFirmLawyers(uuid, signal) }),
  lawyerSearch: (terms: string) =>
    queryOptions({ queryKey: firmKeys.lawyerSearch(terms), queryFn: ({ signal }) => searchLawyers(terms, signal) }),
  categoryLawyers: (categoryId: number) =>
    queryOptions({
      queryKey: firmKeys.categoryLawyers(categoryId),
      queryFn: ({ signal }) => getCategoryLawyers(categoryId, signal),
    }),
  policies: (uuid: string) =>
    queryOptions({ queryKey: firmKeys.policies(uuid), queryFn: ({ signal }) => getPolicies(uuid, signal) }),
  invitations: (uuid: string) =>
    queryOptions({ queryKey: firmKeys.invitations(uuid), queryFn: ({ signal }) => listInvitations(uuid, signal) }),
  /** `page` is 1-based; a page holds `pageSize` lines. */
  accessLog: (uuid: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: firmKeys.accessLog(uuid, page),
      queryFn: ({ signal }) => listDocumentAccessLog(uuid, { limit: pageSize, offset: (page - 1) * pageSize }, signal),
    }),
};

/** The user's matters (skill categories), worded by the server in the request's language: one entry per language. */
export const categoryKeys = {
  all: ['categories'] as const,
  mine: (locale: Locale) => [...categoryKeys.all, 'mine', locale] as const,
  choices: (locale: Locale) => [...categoryKeys.all, 'choices', locale] as const,
  detail: (categoryId: number, locale: Locale) => [...categoryKeys.all, 'detail', categoryId, locale] as const,
};

export const categoryQueries = {
  mine: (locale: Locale) =>
    queryOptions({ queryKey: categoryKeys.mine(locale), queryFn: ({ signal }) => getMyCategories(signal) }),
  /** Every matter and the user's, for the choice. */
  choices: (locale: Locale) =>
    queryOptions({
      queryKey: categoryKeys.choices(locale),
      queryFn: async ({ signal }) => {
        const [all, mine] = await Promise.all([listAllCategories(signal), getMyCategories(signal)]);
        return { all, mine };
      },
    }),
  /** A matter and its law cases. */
  detail: (categoryId: number, locale: Locale) =>
    queryOptions({
      queryKey: categoryKeys.detail(categoryId, locale),
      queryFn: async ({ signal }) => {
        const [category, lawCases] = await Promise.all([
          getCategory(categoryId, signal),
          getCategoryLawCases(categoryId, signal),
        ]);
        return { category, lawCases };
      },
    }),
};
