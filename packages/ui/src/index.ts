export type { ButtonProps } from './button.tsx';
export { BUTTON_LOCKOUT_MS, Button } from './button.tsx';
export type { ButtonVariant, ControlSize } from './button-variants.ts';
export { buttonVariants } from './button-variants.ts';
export type { CheckboxProps } from './checkbox.tsx';
export { Checkbox } from './checkbox.tsx';
export type { ClassValue } from './cn.ts';
export { cn } from './cn.ts';
export type { ColorScheme, ColorSchemeChoice } from './color-scheme.ts';
export { applyColorScheme, COLOR_SCHEME_CHOICES, resolveColorScheme } from './color-scheme.ts';
export type { ConfirmOptions } from './confirm.ts';
export { confirm } from './confirm.ts';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { ConfirmHost } from './confirm-host.tsx';
export {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './context-menu.tsx';
export type { DialogProps } from './dialog.tsx';
export { Dialog, DialogClose } from './dialog.tsx';
export type { DrawerProps } from './drawer.tsx';
export { Drawer } from './drawer.tsx';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
export type { EmptyProps } from './empty.tsx';
export { Empty } from './empty.tsx';
export { FeedbackHost } from './feedback-host.tsx';
export type { FormFieldProps } from './form-field.tsx';
export { FormField } from './form-field.tsx';
export type { InputProps } from './input.tsx';
export { Input } from './input.tsx';
export { uiLazyCatalog } from './lazy-catalog.ts';
export type { MessageOptions } from './message.ts';
export { MESSAGE_DURATION_MS, message, messageStore } from './message.ts';
export { MessageHost } from './message-host.tsx';
export { uiMessages } from './messages.ts';
export type { NativeSelectProps } from './native-select.tsx';
export { NativeSelect } from './native-select.tsx';
export type { NotificationContent, NotificationOptions } from './notification.ts';
export { NOTIFICATION_DURATION_MS, notification, notificationStore } from './notification.ts';
export { NotificationHost } from './notification-host.tsx';
export type { OneTimeCodeInputProps } from './one-time-code-input.tsx';
export { OneTimeCodeInput } from './one-time-code-input.tsx';
export type { PasswordInputProps } from './password-input.tsx';
export { PasswordInput } from './password-input.tsx';
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover.tsx';
export type { RecoveryCodeListProps } from './recovery-code-list.tsx';
export { RecoveryCodeList } from './recovery-code-list.tsx';
export type { SelectOption, SelectProps } from './select.tsx';
export { Select } from './select.tsx';
export type { SpinProps } from './spin.tsx';
export { Spin } from './spin.tsx';
export { Spinner } from './spinner.tsx';
export type { SwitchProps } from './switch.tsx';
export { Switch } from './switch.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';
export type { ThemeTokens } from './theme-tokens.ts';
export { readThemeTokens, watchThemeTokens } from './theme-tokens.ts';
export type { ToastEntry, ToastHandle, ToastOptions, ToastStore, ToastType } from './toast-store.ts';
export { createToastStore } from './toast-store.ts';
export type { TooltipProps } from './tooltip.tsx';
export { Tooltip } from './tooltip.tsx';
export type { FormFieldState } from './use-form-field.ts';
export { useFormField } from './use-form-field.ts';
export { useScrollable } from './use-scrollable.ts';
export type { MessageDescriptor, Translatable } from './use-translate.ts';
export { formatMessage, useTranslate } from './use-translate.ts';
export { variants } from './variants.ts';
