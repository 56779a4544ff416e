// Public face of @quoteway/ui. Apps import only from '@quoteway/ui'.

// Global reset + body font and colours (side effect; also imported by the themes, which every
// app uses, so it survives tree-shaking).
import './theme/global.css';

// Theme
export { vars } from './theme/contract.css';
export {
  applyThemeChoice,
  isThemeChoice,
  storedThemeChoice,
  themeChoices,
  themeNames,
} from './theme/themeChoice';
export type { ThemeChoice, ThemeName } from './theme/themeChoice';
export { createThemeStore, getThemeStore } from './theme/themeStore';
export type { ThemeState, ThemeStore, ThemeStoreOptions } from './theme/themeStore';
export { useThemeChoice } from './theme/useThemeChoice';
export {
  breakpoints,
  mediaUp,
  mediaDown,
  mediaQueries,
  SIDEBAR_WIDTH,
  SIDEBAR_MINI_WIDTH,
  HEADER_HEIGHT,
} from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
export { browserThemeColors } from './theme/browserTheme';
export { namedColors } from './theme/tokens';
export type { NamedColor, SpaceToken, RadiusToken, FontSizeToken } from './theme/tokens';

// Components
export { Button } from './Button/Button';
/** A Button's look, for what must look like one without being one (a stand-in while code loads). */
export { button as buttonStyle } from './private/button.css';
export type { ButtonProps, ButtonVariant, ButtonColor, ButtonSize } from './Button/Button';
export { ButtonLink } from './ButtonLink/ButtonLink';
export type { ButtonLinkProps } from './ButtonLink/ButtonLink';
export { IconButton } from './IconButton/IconButton';
export type { IconButtonProps } from './IconButton/IconButton';
export { TextField } from './TextField/TextField';
export { FieldStandIn } from './TextField/FieldStandIn';
export type { FieldStandInProps } from './TextField/FieldStandIn';
export type { TextFieldProps, TextFieldType } from './TextField/TextField';
export { TextArea } from './TextArea/TextArea';
export type { TextAreaProps } from './TextArea/TextArea';
export { Combobox } from './Combobox/Combobox';
export type { ComboboxOptionKey, ComboboxProps } from './Combobox/Combobox';
export { Choice, ChoiceGroup } from './ChoiceGroup/ChoiceGroup';
export type { ChoiceGroupProps, ChoiceProps } from './ChoiceGroup/ChoiceGroup';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Dialog } from './Dialog/Dialog';
export type { DialogProps } from './Dialog/Dialog';
export { Drawer } from './Drawer/Drawer';
export type { DrawerProps } from './Drawer/Drawer';
export { Popover } from './Popover/Popover';
export type { PopoverProps, PopoverTriggerProps } from './Popover/Popover';
export { Toast } from './Toast/Toast';
export type { ToastProps, ToastTone } from './Toast/Toast';
export { ToastViewport } from './Toast/ToastViewport';
export type { ToastViewportProps } from './Toast/ToastViewport';
export { Avatar } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { getInitials } from './Avatar/initials';
export { Badge, formatBadgeCount } from './Badge/Badge';
export type { BadgeProps, BadgeTone } from './Badge/Badge';
export { Select } from './Select/Select';
export type { SelectProps } from './Select/Select';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { BusyIndicator } from './BusyIndicator/BusyIndicator';
export type { BusyIndicatorProps } from './BusyIndicator/BusyIndicator';
export { Ltr } from './Ltr/Ltr';
export type { LtrProps } from './Ltr/Ltr';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Stack } from './Stack/Stack';
export type { StackProps } from './Stack/Stack';
export { Card } from './Card/Card';
export type { CardProps } from './Card/Card';
export { TextLink } from './TextLink/TextLink';
export type { TextLinkProps } from './TextLink/TextLink';
export { RatingBadge, StarGlyph } from './RatingBadge/RatingBadge';
export type { RatingBadgeProps } from './RatingBadge/RatingBadge';
export { VerifiedBadge } from './VerifiedBadge/VerifiedBadge';
export type { VerifiedBadgeProps } from './VerifiedBadge/VerifiedBadge';

// Layout
export { AppLayout, MAIN_CONTENT_ID } from './Layout/AppLayout/AppLayout';
export type { AppLayoutProps } from './Layout/AppLayout/AppLayout';
export { Header } from './Layout/Header/Header';
export type { HeaderProps } from './Layout/Header/Header';
export { SidebarNav, SidebarNavItem } from './Layout/SidebarNav/SidebarNav';
export type { SidebarNavProps, SidebarNavItemProps } from './Layout/SidebarNav/SidebarNav';
export { Footer } from './Layout/Footer/Footer';
export type { FooterProps } from './Layout/Footer/Footer';
export { PageContainer } from './Layout/PageContainer/PageContainer';
export type { PageContainerProps } from './Layout/PageContainer/PageContainer';
export { useDocumentTitle } from './Layout/useDocumentTitle';
export { useMediaQuery } from './Layout/useMediaQuery';
export type { SidebarMode } from './private/sidebarMode';
export { Stepper } from './Stepper/Stepper';
// The Stepper's tick, for a step's own "done" (the job wizard's verified number).
export { TickIcon } from './private/icons';
export type { StepperProps, StepperStep } from './Stepper/Stepper';
export { Tabs } from './Tabs/Tabs';
export type { TabItem, TabsProps } from './Tabs/Tabs';
export { RadioGroup } from './RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup/RadioGroup';
export { adoptStyleNonce } from './csp/styleNonce';
export { preloadDialogs } from './private/radixDialog';
