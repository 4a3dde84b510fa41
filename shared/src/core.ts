// @lexdesk/shared/core: what the first paint needs (the shell's frame and Login): the contract check, the
// API client and authentication calls, the queries the shell prefetches (without TanStack Query), the stores, route paths, the domain rules they use, the shared texts
// and the few kit pieces of a sign-in form. A federation singleton of its own, so a first visit fetches it
// without the rest of the UI kit; the root entry (index.ts) re-exports every name here from
// '@lexdesk/shared/core', never from these files, so the stores stay one instance per page. Every name here
// is also a name of the root: the contract (shared/api-report.txt) is the root's list.
import type * as coreCatalogueModule from './i18n/core/messages';
import * as frenchCatalogueModule from './i18n/core/messages?locale=fr';
import { registerMessageLoaders, registerMessages } from './stores/locale';

export {
  SHARED_CONTRACT_VERSION,
  SharedContractError,
  assertSharedContract,
  isContractCompatible,
} from './contract/version';

export {
  DEFAULT_LOCALE,
  LOCALES,
  type CaseFile,
  type CategoryRef,
  type Client,
  type IntakeCategory,
  type IntakeChallenge,
  type IntakeForm,
  type IntakeQuestion,
  type IntakeReceipt,
  type InvitationCheck,
  type LawCase,
  type LawCaseSearchResult,
  type Lawyer,
  type LegalCase,
  type LegalCaseStatus,
  type LegalCaseSummary,
  type Litigant,
  type Locale,
  type LocalizedText,
  type Notification,
  type NotificationType,
  type Onboarding,
  type Question,
  type QuestionAndAnswer,
  type QuestionAnswerOption,
  type QuestionType,
  type Role,
  type SubscriptionStatus,
  type User,
} from './types/entities';
export type { MailSystem } from './domain/office';

export { getRuntimeConfig, type RuntimeConfig } from './config/runtime';

export { ApiError, isApiError, type ApiErrorShape } from './api/errors';

export { emitUnauthorized, onUnauthorized } from './api/events';

export {
  ApiClient,
  apiClient,
  buildSearchParams,
  isAbortedError,
  readXsrfToken,
  type FileProgress,
  type Page,
  type PostOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
  type UploadOptions,
  type UploadProgress,
} from './api/client';

export {
  LEGAL_CASE_LIST_PARAMS,
  legalCaseListRequest,
  readLegalCaseListView,
  type LegalCaseListRequest,
  type LegalCaseListScope,
  type LegalCaseListView,
} from './api/legalCaseList';

export {
  PREFETCHED_FRESH_MS,
  legalCaseKeys,
  legalCaseListQuery,
  legalCaseQuery,
  type LegalCaseListPage,
  type ServerQuery,
} from './api/legalCaseQueries';

export {
  checkInvitation,
  fetchUser,
  forgotPassword,
  login,
  logout,
  register,
  registerCheck,
  resetPassword,
  setClientName,
  type InvitationRegisterPayload,
  type LoginPayload,
  type ResetPasswordPayload,
  type SubscribePayload,
} from './api/auth';

export {
  loadMessages,
  registerMessageLoaders,
  registerMessages,
  useLocaleStore,
  type Catalogue,
  type CatalogueLoaders,
  type Messages,
} from './stores/locale';

export { TOAST_DURATION_MS, notify, useNotificationStore } from './stores/notifications';

export {
  firmLawyerIds,
  isFirmAdmin,
  roleOf,
  useIsFirmAdmin,
  useRole,
  useSessionStore,
  useUser,
  type SessionStatus,
} from './stores/session';

export {
  clearSidebarSlots,
  getSidebarSlot,
  setSidebarSlot,
  useSidebarSlot,
  useSidebarSlotStore,
  type SidebarSlotName,
  type SidebarSlots,
  type SidebarSlotValues,
} from './stores/sidebarSlots';

export {
  GUIDES,
  INTAKE_PARAMS,
  LEGAL_SECTIONS,
  LOGIN_REDIRECT_PARAM,
  ROUTE_NAMES,
  ROUTE_PATTERNS,
  pathTo,
  type CaseListQuery,
  type GuideName,
  type IdParams,
  type IntakeQuery,
  type LegalSection,
  type LoginQuery,
  type PageQuery,
  type PathRouteName,
  type RegisterQuery,
  type ResetQuery,
  type RouteName,
  type TokenParams,
} from './routes/paths';

export {
  CASE_SEARCH_MAX_LENGTH,
  CATEGORY_PAGE_SIZE,
  FOCUS_DELAY_MS,
  INTAKE_NAME_MAX_LENGTH,
  INTAKE_PROOF_OF_WORK_FIELD,
  INTAKE_TEXT_MAX_LENGTH,
  LEGAL_CASE_STATUSES,
  LOGOUT_RELOAD_DELAY_MS,
  MOBILE_BREAKPOINT_PX,
  PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  PREVIEW_FRAME_HEIGHT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  TRIAL_DAYS,
} from './domain/constants';

export {
  LEGAL_TEXT_VERSIONS,
  type LegalTextVersion,
  LEXDESK_LEGAL_TEXTS,
  type LexDeskLegalText,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from './domain/legalTexts';

export {
  AUTH_PAGE_PATHS,
  HOME_PATH_BY_ROLE,
  homePathOf,
  loginDestination,
  safeRedirectTarget,
  type HomeRole,
} from './domain/redirect';

export {
  isEmail,
  isLongEnoughPassword,
  isPhone,
  isUrl,
  validationMessageIds,
  type ValidationMessageId,
} from './domain/validation';

export { errorToastText } from './i18n/errors';

export { SERVER_TEXT, firstServerError, useErrorText } from './i18n/fieldErrors';

export { Avatar, initialsOf, type AvatarProps } from './ui/Avatar';

export { Button, buttonClassName, type ButtonLookOptions, type ButtonProps, type ButtonVariant } from './ui/Button';

export { FieldError, useFieldIds, type FieldIds } from './ui/field';

export { FormError, type FormErrorProps } from './ui/FormError';

export { PasswordField, type PasswordFieldProps } from './ui/PasswordField';

export { SelectOnly, type SelectOnlyProps } from './ui/SelectOnly';

export { Spinner, type SpinnerProps } from './ui/Spinner';

export { TextField, type TextFieldProps } from './ui/TextField';

export { VisuallyHidden } from './ui/VisuallyHidden';

export { cx } from './ui/cx';

// The first paint's shared texts. French, the first visit's language, comes with core itself (a chunk of its own
// would be one more request before the first paint); a build keeps only its texts here
// (tools/webpack/compile-messages-loader.js), and English and Dutch are fetched with the shell's texts of the
// language shown (the start waits for every registered language: no message id shows). Tests import the whole
// catalogue here. The kit's other texts come with the root entry.
type CoreCatalogueModule = typeof coreCatalogueModule;
const coreTexts = (module: unknown) => (module as CoreCatalogueModule).coreMessages;
const withFrenchTexts = coreTexts(frenchCatalogueModule);
registerMessages(withFrenchTexts);
void registerMessageLoaders({
  fr: () => Promise.resolve(withFrenchTexts.fr),
  en: () =>
    import(/* webpackChunkName: "core-messages-en" */ './i18n/core/messages?locale=en').then((m) => coreTexts(m).en),
  nl: () =>
    import(/* webpackChunkName: "core-messages-nl" */ './i18n/core/messages?locale=nl').then((m) => coreTexts(m).nl),
});
