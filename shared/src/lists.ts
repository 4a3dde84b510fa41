// @lexdesk/shared/lists: what a list page renders beyond the core (pagination rules, dates, the badge, empty
// state, pagination, select and tab pieces of the kit, useOnError) and their texts. A federation singleton of
// its own so that a signed-in start of a list (MyCases) fetches it without the rest of the root entry (the
// dialogs, the file drop zone, the date field, the answers' rules...). The root entry re-exports each of its
// names from '@lexdesk/shared/lists', never from the files, so that their texts are registered once, here.
// Stateless apart from that registration, which goes to core's one locale store: a remote keeps a copy of its
// own as a fallback, used only in a shell that does not provide this entry.
import { registerMessages } from '@lexdesk/shared/core';
import { listMessages } from './i18n/lists/messages';

export { useOnError } from './data/useOnError';
export { DISPLAY_TIME_ZONE, formatDate, formatFileSize } from './domain/format';
export { clampPage, lastPage, offsetOf, parsePage } from './domain/pagination';
export { Badge, type BadgeProps, type BadgeTone } from './ui/Badge';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { Pagination, paginationItems, type PageItem, type PaginationProps } from './ui/Pagination';
export { Select, filterSelectOptions, normalizeSearch, type SelectOption, type SelectProps } from './ui/Select';
export {
  LinkTabs,
  Tabs,
  type LinkTabItem,
  type LinkTabRenderProps,
  type LinkTabsProps,
  type TabItem,
  type TabsProps,
} from './ui/Tabs';

registerMessages(listMessages);
