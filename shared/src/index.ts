// @lexdesk/shared: one instance per page (a federation singleton), the shell's copy, whatever version each
// remote was built against. Its surface is this explicit list, recorded in shared/api-report.txt (a test
// compares them) and versioned by SHARED_CONTRACT_VERSION: see ARCHITECTURE.md, "Shared as a contract".
// Calls that belong to one remote live in that remote (mf-cases/src/api), not here.
import { registerMessages } from '@lexdesk/shared/core';
import { kitMessages } from './i18n/kit/messages';

// ---- The first paint's part (contract, entities, API client and authentication calls, the prefetched queries,
// stores, route paths, the domain rules and texts they use, the kit of a sign-in form): one list, kept in
// ./core.ts, and re-exported from the package's own '@lexdesk/shared/core' entry, which is a federation
// singleton of its own: a relative import would give this entry a second copy of the stores. ----
export {
  SHARED_CONTRACT_VERSION,
  SharedContractError,
  assertSharedContract,
  isContractCompatible,
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
  type MailSystem,
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
  getRuntimeConfig,
  type RuntimeConfig,
  ApiError,
  isApiError,
  type ApiErrorShape,
  emitUnauthorized,
  onUnauthorized,
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
  LEGAL_CASE_LIST_PARAMS,
  legalCaseListRequest,
  readLegalCaseListView,
  type LegalCaseListRequest,
  type LegalCaseListScope,
  type LegalCaseListView,
  PREFETCHED_FRESH_MS,
  legalCaseKeys,
  legalCaseListQuery,
  legalCaseQuery,
  type LegalCaseListPage,
  type ServerQuery,
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
  loadMessages,
  registerMessageLoaders,
  registerMessages,
  useLocaleStore,
  type Catalogue,
  type CatalogueLoaders,
  type Messages,
  TOAST_DURATION_MS,
  notify,
  useNotificationStore,
  firmLawyerIds,
  isFirmAdmin,
  roleOf,
  useIsFirmAdmin,
  useRole,
  useSessionStore,
  useUser,
  type SessionStatus,
  clearSidebarSlots,
  getSidebarSlot,
  setSidebarSlot,
  useSidebarSlot,
  useSidebarSlotStore,
  type SidebarSlotName,
  type SidebarSlots,
  type SidebarSlotValues,
  INTAKE_PARAMS,
  LEGAL_SECTIONS,
  LOGIN_REDIRECT_PARAM,
  ROUTE_NAMES,
  ROUTE_PATTERNS,
  pathTo,
  type CaseListQuery,
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
  LEGAL_TEXT_VERSIONS,
  type LegalTextVersion,
  LEXDESK_LEGAL_TEXTS,
  type LexDeskLegalText,
  PRIVACY_VERSION,
  TERMS_VERSION,
  AUTH_PAGE_PATHS,
  HOME_PATH_BY_ROLE,
  homePathOf,
  loginDestination,
  safeRedirectTarget,
  type HomeRole,
  isEmail,
  isLongEnoughPassword,
  isPhone,
  isUrl,
  validationMessageIds,
  type ValidationMessageId,
  errorToastText,
  SERVER_TEXT,
  firstServerError,
  useErrorText,
  Avatar,
  Button,
  buttonClassName,
  FieldError,
  FormError,
  PasswordField,
  SelectOnly,
  Spinner,
  TextField,
  VisuallyHidden,
  cx,
  initialsOf,
  useFieldIds,
  type AvatarProps,
  type ButtonLookOptions,
  type ButtonProps,
  type ButtonVariant,
  type FieldIds,
  type FormErrorProps,
  type PasswordFieldProps,
  type SelectOnlyProps,
  type SpinnerProps,
  type TextFieldProps,
} from '@lexdesk/shared/core';

// ---- Server state: read and changed through TanStack Query (its client is '@lexdesk/shared/query') ----
export { useDebouncedValue } from './data/useDebouncedValue';
export { usePageTitle } from './data/usePageTitle';
export { useOnError } from './data/useOnError';

// ---- The rest of the domain rules (also @lexdesk/shared/domain, for the server) ----
export {
  ANSWER_SEPARATOR,
  FILE_MIME_SEPARATOR,
  fileAnswerItem,
  formatAnswerDate,
  isIsoDate,
  joinAnswer,
  parseFileAnswer,
  splitAnswer,
  type FileAnswerItem,
} from './domain/answers';
export {
  ACCEPTED_UPLOAD_EXTENSIONS,
  MAX_INTAKE_FILES,
  MAX_INTAKE_TOTAL_BYTES,
  MAX_UPLOAD_BYTES,
  MIME_BY_EXTENSION,
  UPLOAD_ACCEPT_ATTRIBUTE,
  extensionOf,
  isAcceptedFileName,
  type AcceptedExtension,
} from './domain/files';
export { CASE_REFUSAL_REASON_MAX_LENGTH } from './domain/constants';
export { DISPLAY_TIME_ZONE, formatDate, formatFileSize } from './domain/format';
export { clampPage, lastPage, offsetOf, parsePage } from './domain/pagination';

// ---- The rest of the UI kit (a new kit export goes to ./ui/index.ts, here or to ./core.ts, and to shared/api-report.txt) ----
export { Badge, type BadgeProps, type BadgeTone } from './ui/Badge';
export { Checkbox, type CheckboxProps } from './ui/Checkbox';
export { ChoiceGroup, ChoiceOption, type ChoiceGroupProps, type ChoiceOptionProps } from './ui/ChoiceGroup';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { DataTable, type DataColumn, type DataTableProps } from './ui/DataTable';
export { DateField, formatDisplayDate, parseDisplayDate, type DateFieldProps } from './ui/DateField';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export {
  fileMatchesAccept,
  FileDropZone,
  type FileDropItem,
  type FileDropZoneProps,
  type FileRefusal,
  type FileRefusalReason,
} from './ui/FileDropZone';
export {
  LinkTabs,
  Tabs,
  type LinkTabItem,
  type LinkTabRenderProps,
  type LinkTabsProps,
  type TabItem,
  type TabsProps,
} from './ui/Tabs';
export { MenuButton, type MenuButtonProps, type MenuItem } from './ui/MenuButton';
export { Modal, type ModalProps } from './ui/Modal';
export { Pagination, paginationItems, type PageItem, type PaginationProps } from './ui/Pagination';
export { Select, filterSelectOptions, normalizeSearch, type SelectOption, type SelectProps } from './ui/Select';
export { TextArea, type TextAreaProps } from './ui/TextArea';
export { Toast, type ToastProps } from './ui/Toast';
// Not in ./ui/index.ts (the kit's list is the UI-kit's to keep): the one success panel of mf-auth and mf-cases.
export { SuccessPanel, type SuccessPanelProps } from './ui/SuccessPanel';

// ---- Texts: every shared text (the core's and the kit's), and the kit's registered with this entry ----
export { sharedMessages } from './i18n/messages';
export { operatorKeys, operatorNoticeQuery } from './api/operator';

registerMessages(kitMessages);
