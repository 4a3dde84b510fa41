// @lexdesk/shared: one instance per page (a federation singleton), the shell's copy, whatever version each
// remote was built against. Its surface is this explicit list, recorded in shared/api-report.txt (a test
// compares them) and versioned by SHARED_CONTRACT_VERSION: see ARCHITECTURE.md, "Shared as a contract".
// Calls that belong to one remote live in that remote (mf-cases/src/api), not here.
import { sharedMessages } from './i18n/messages';
import { registerMessages } from './stores/locale';

// ---- Contract ----
export {
  SHARED_CONTRACT_VERSION,
  SharedContractError,
  assertSharedContract,
  isContractCompatible,
} from './contract/version';

// ---- Entities ----
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
} from './types/entities';

// ---- Runtime configuration ----
export { getRuntimeConfig, type RuntimeConfig } from './config/runtime';

// ---- API client ----
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

// ---- Calls used by several apps (authentication: mf-auth, the shell) ----
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

// ---- Data fetching: the one pattern of every remote ----
export { useApiQuery, type ApiQuery, type ApiQueryOptions, type QueryKey } from './data/useApiQuery';
export { useApiMutation, type ApiMutation, type ApiMutationOptions, type MutationResult } from './data/useApiMutation';

// ---- Stores ----
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
/** @deprecated since contract 1.2 (removed at 2.0): useSidebarSlot / setSidebarSlot. */
export { useSelectionStore } from './stores/selection';

// ---- Route names and paths of the shell (no app writes a shell path as a string) ----
export {
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
} from './routes/paths';

// ---- Domain rules (also @lexdesk/shared/domain, for the server) ----
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
export { DISPLAY_TIME_ZONE, formatDate, formatFileSize } from './domain/format';
export {
  LEGAL_TEXT_VERSIONS,
  type LegalTextVersion,
  LEXDESK_LEGAL_TEXTS,
  type LexDeskLegalText,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from './domain/legalTexts';
export { clampPage, lastPage, offsetOf, parsePage } from './domain/pagination';
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

// ---- Texts ----
export { sharedMessages } from './i18n/messages';
export { errorToastText } from './i18n/errors';
export { SERVER_TEXT, firstServerError, useErrorText } from './i18n/fieldErrors';

// ---- UI kit: every name ./ui exports (add new ones here and to shared/api-report.txt) ----
export {
  Avatar,
  Badge,
  Button,
  Checkbox,
  ChoiceGroup,
  ChoiceOption,
  ConfirmDialog,
  DataTable,
  DateField,
  EmptyState,
  FieldError,
  FileDropZone,
  FormError,
  LinkTabs,
  MenuButton,
  Modal,
  Pagination,
  PasswordField,
  Select,
  Spinner,
  Tabs,
  TextArea,
  TextField,
  Toast,
  VisuallyHidden,
  cx,
  filterSelectOptions,
  formatDisplayDate,
  initialsOf,
  normalizeSearch,
  paginationItems,
  parseDisplayDate,
  useFieldIds,
  type AvatarProps,
  type BadgeProps,
  type BadgeTone,
  type ButtonProps,
  type ButtonVariant,
  type CheckboxProps,
  type ChoiceGroupProps,
  type ChoiceOptionProps,
  type ConfirmDialogProps,
  type DataColumn,
  type DataTableProps,
  type DateFieldProps,
  type EmptyStateProps,
  type FieldIds,
  type FileDropItem,
  type FileDropZoneProps,
  type FormErrorProps,
  type LinkTabItem,
  type LinkTabRenderProps,
  type LinkTabsProps,
  type MenuButtonProps,
  type MenuItem,
  type ModalProps,
  type PageItem,
  type PaginationProps,
  type PasswordFieldProps,
  type SelectOption,
  type SelectProps,
  type SpinnerProps,
  type TabItem,
  type TabsProps,
  type TextAreaProps,
  type TextFieldProps,
  type ToastProps,
} from './ui';
// Not in ./ui/index.ts (the kit's list is the UI-kit's to keep): the one success panel of mf-auth and mf-cases.
export { SuccessPanel, type SuccessPanelProps } from './ui/SuccessPanel';

// Whole, in its three languages: `sharedMessages` is part of the public surface (remotes' tests read it), so
// its module is in the bundle anyway and a per-language copy would only add bytes.
registerMessages(sharedMessages);
