export { Button, type ButtonProps, type ButtonVariant, buttonClasses } from './button.tsx';
export { cx } from './cx.ts';
export { Dialog, type DialogProps } from './dialog.tsx';
export { Header, type HeaderMenu, type HeaderProps } from './header.tsx';
export {
  type LinkRenderer,
  MENU_HIDE_DELAY_MS,
  Menu,
  type MenuItem,
  type MenuProps,
  plainLink,
} from './menu.tsx';
export { QrCode } from './qr-code.tsx';
export { DeviceTimeZone, deviceTimeZone, TimeZoneContext, useProvidedTimeZone } from './time-zone.tsx';
export {
  TOAST_HIDE_MS,
  TOAST_REPLACE_DELAY_MS,
  TOAST_VISIBLE_MS,
  type ToastKind,
  Toasts,
  useToast,
} from './toasts.tsx';
export { Tooltip, type TooltipProps } from './tooltip.tsx';
