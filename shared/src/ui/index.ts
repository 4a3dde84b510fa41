// The small accessible UI kit shared by every remote. No router here: `shared` does not depend on it.
// Styles: CSS Modules reading the custom properties of ./tokens.css, which the shell imports once.
export { cx } from './cx';
export { VisuallyHidden } from './VisuallyHidden';
export { Spinner, type SpinnerProps } from './Spinner';
export { Button, buttonClassName, type ButtonLookOptions, type ButtonProps, type ButtonVariant } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { DateField, formatDisplayDate, parseDisplayDate, type DateFieldProps } from './DateField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ChoiceGroup, ChoiceOption, type ChoiceGroupProps, type ChoiceOptionProps } from './ChoiceGroup';
export { TextArea, type TextAreaProps } from './TextArea';
export { FieldError, useFieldIds, type FieldIds } from './field';
export { Select, filterSelectOptions, normalizeSearch, type SelectOption, type SelectProps } from './Select';
export { SelectOnly, type SelectOnlyProps } from './SelectOnly';
export { Modal, type ModalProps } from './Modal';
export {
  Tabs,
  LinkTabs,
  type TabItem,
  type TabsProps,
  type LinkTabItem,
  type LinkTabRenderProps,
  type LinkTabsProps,
} from './Tabs';
export { Pagination, paginationItems, type PageItem, type PaginationProps } from './Pagination';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Avatar, initialsOf, type AvatarProps } from './Avatar';
export { FormError, type FormErrorProps } from './FormError';
export { Toast, type ToastProps } from './Toast';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { MenuButton, type MenuButtonProps, type MenuItem } from './MenuButton';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export {
  fileMatchesAccept,
  FileDropZone,
  type FileDropItem,
  type FileDropZoneProps,
  type FileRefusal,
  type FileRefusalReason,
} from './FileDropZone';
