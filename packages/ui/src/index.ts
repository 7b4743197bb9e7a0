// The Kayoi UI kit's public API, named one by one (no `export *`). Charts: `@kayoi/ui/charts`.

export type { AlertProps, AlertTone } from './Alert/index.ts';
export { Alert } from './Alert/index.ts';
// ── Controls and display (Button … Spinner) ──
export type { AvatarProps } from './Avatar/index.ts';
export { Avatar } from './Avatar/index.ts';
export type { BadgeProps, BadgeTone, CountBadgeProps } from './Badge/index.ts';
export { Badge, CountBadge } from './Badge/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export { Button } from './Button/index.ts';
export type { CardPinFieldProps } from './CardPinField/index.ts';
export { CardPinField } from './CardPinField/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export type { ComboBoxProps } from './ComboBox/index.ts';
export { ComboBox } from './ComboBox/index.ts';
// A yen axis's ticks (no visx): pages that format a chart's ticks need not load the charts.
export { yenTickFormat } from './charts/axis.ts';
export type { DatePickerProps } from './DatePicker/index.ts';
export { DatePicker } from './DatePicker/index.ts';
export type { DescriptionListProps } from './DescriptionList/index.ts';
export { DescriptionList } from './DescriptionList/index.ts';
export {
  formatCardUid,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRate,
  formatSigned,
  formatTime,
  formatYen,
} from './format.ts';
export type { IconButtonProps } from './IconButton/index.ts';
export { IconButton } from './IconButton/index.ts';
export type { MenuButtonItem, MenuButtonProps } from './MenuButton/index.ts';
export { MenuButton } from './MenuButton/index.ts';
export type { PasswordFieldProps } from './PasswordField/index.ts';
export { PasswordField } from './PasswordField/index.ts';
export type { ProgressBarProps } from './ProgressBar/index.ts';
export { ProgressBar } from './ProgressBar/index.ts';
export type { SelectItem, SelectProps } from './Select/index.ts';
export { Select } from './Select/index.ts';
export type { SkeletonProps } from './Skeleton/index.ts';
export { Skeleton } from './Skeleton/index.ts';
export type { SpinnerProps } from './Spinner/index.ts';
export { Spinner } from './Spinner/index.ts';
export type { StackProps } from './Stack/index.ts';
export { Stack } from './Stack/index.ts';
export type { SwitchProps } from './Switch/index.ts';
export { Switch } from './Switch/index.ts';
export type { TabItem, TabsProps } from './Tabs/index.ts';
export { Tabs } from './Tabs/index.ts';
export type { TextFieldProps } from './TextField/index.ts';
export { TextField } from './TextField/index.ts';
export type { TooltipProps } from './Tooltip/index.ts';
export { Tooltip } from './Tooltip/index.ts';
export { fitColumns, focusRing, glassSurface, tabularNumbers, visuallyHidden } from './theme/mixins.ts';
export type { KayoiThemeProviderProps, ThemeBackdropProps } from './theme/ThemeProvider.tsx';
export { KayoiThemeProvider, ThemeBackdrop } from './theme/ThemeProvider.tsx';
export type { ColorMode, KayoiTheme, StatusColors, ThemeOptions } from './theme/theme.ts';
export { createTheme } from './theme/theme.ts';
// (end controls)

// ── Overlays, feedback and data (Modal, Toast, Table, Card …) ──
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs/index.ts';
export { Breadcrumbs } from './Breadcrumbs/index.ts';
export type { CardProps } from './Card/index.ts';
export { Card, Panel } from './Card/index.ts';
export type { ConfirmDialogProps } from './ConfirmDialog/index.ts';
export { ConfirmDialog } from './ConfirmDialog/index.ts';
export type { DataTableColumn, DataTableProps, SortDescriptor } from './DataTable/index.ts';
export { DataTable } from './DataTable/index.ts';
export type { EmptyStateProps } from './EmptyState/index.ts';
export { EmptyState } from './EmptyState/index.ts';
export type { ErrorStateProps } from './ErrorState/index.ts';
export { ErrorState } from './ErrorState/index.ts';
export type { ModalProps, ModalSize } from './Modal/index.ts';
export { Modal } from './Modal/index.ts';
export type { PageHeaderProps } from './PageHeader/index.ts';
export { PageHeader } from './PageHeader/index.ts';
export type { PagerProps } from './Pager/index.ts';
export { Pager, visiblePages } from './Pager/index.ts';
export type { TableFrameProps } from './TableFrame/index.ts';
export { TableFrame } from './TableFrame/index.ts';
export type { ToastApi, ToastContentData, ToastOptions, ToastTone } from './Toast/index.ts';
export { preloadToastRegion, ToastProvider, toast, useToast } from './Toast/index.ts';
// (end overlays)

// ── Layout (Sidebar, TopBar, Footer, AppShell, shell modals) ──
export type { AccessDeniedModalProps } from './AccessDeniedModal/index.ts';
export { AccessDeniedModal } from './AccessDeniedModal/index.ts';
export type { AppShellProps } from './AppShell/index.ts';
export { AppShell } from './AppShell/index.ts';
export type { FooterProps } from './Footer/index.ts';
export { Footer } from './Footer/index.ts';
export type { LoginCardProps } from './LoginCard/index.ts';
export { LoginCard, NfcHint } from './LoginCard/index.ts';
export type { LogoutModalProps } from './LogoutModal/index.ts';
export { LogoutModal } from './LogoutModal/index.ts';
export type { SessionWarningProps } from './SessionWarning/index.ts';
export { SessionWarning } from './SessionWarning/index.ts';
export type {
  SidebarGroup,
  SidebarLink,
  SidebarMode,
  SidebarModeInfo,
  SidebarProps,
} from './Sidebar/index.ts';
export { nextSidebarMode, Sidebar, useSidebarMode } from './Sidebar/index.ts';
export type { NfcStatus, TopBarInbox, TopBarProps, TopBarUser } from './TopBar/index.ts';
export { TopBar } from './TopBar/index.ts';
// (end layout)

// ── Communication (issue 17: AttachmentList, ChatComposer, ChatMessage, LinkedText, sorted in below) ──
export type { AttachmentItem, AttachmentListProps } from './AttachmentList/index.ts';
export { AttachmentList, formatFileSize } from './AttachmentList/index.ts';
// ── Front desk and NFC (issue 5) ──
export type {
  AttendanceModalDetails,
  AttendanceModalProps,
  AttendanceModalVariant,
  AttendanceTone,
  AttendanceVisitEntry,
} from './AttendanceModal/index.ts';
export { AttendanceModal } from './AttendanceModal/index.ts';
// (end dashboard)
// ── Forms, filters and record display (issue 6: customers and pre-registrations) ──
export type { AvatarUploadProps } from './AvatarUpload/index.ts';
export { AvatarUpload } from './AvatarUpload/index.ts';
export { useObjectUrl } from './AvatarUpload/useObjectUrl.ts';
export type { CardRegistryPanelProps, CardWriteState, RegistryCard } from './CardRegistryPanel/index.ts';
export { CardRegistryPanel } from './CardRegistryPanel/index.ts';
// (end front desk)
// ── Dashboard (tiles, KPI cards, occupancy, schedule, insights, grid, celebration) ──
export type { CelebrationProps } from './Celebration/index.ts';
export { Celebration, useThresholdCrossing } from './Celebration/index.ts';
export type { ChatComposerProps, MentionCandidate } from './ChatComposer/index.ts';
export { ChatComposer, mentionText } from './ChatComposer/index.ts';
export type { ChatMessageProps } from './ChatMessage/index.ts';
export {
  ChatHistoryFrame,
  ChatMessage,
  ChatMessageList,
  DELETED_MESSAGE_TEXT,
  LiveAnnouncer,
} from './ChatMessage/index.ts';
export type {
  DashboardBreakpoint,
  DashboardGridProps,
  DashboardLayoutItem,
  DashboardLayoutState,
  DashboardTileId,
} from './DashboardGrid/index.ts';
export {
  DASHBOARD_GRID,
  DASHBOARD_LAYOUT_STORAGE_KEY,
  DASHBOARD_TILES,
  DashboardGrid,
  DashboardLayoutControls,
  DEFAULT_DASHBOARD_LAYOUT,
  layoutFor,
  readSavedLayout,
  useDashboardLayout,
} from './DashboardGrid/index.ts';
export type { DashboardTileProps } from './DashboardTile/index.ts';
export { DashboardTile } from './DashboardTile/index.ts';
export type { FilterBarProps } from './FilterBar/index.ts';
export { FilterBar } from './FilterBar/index.ts';
export type { FieldSpanProps, FormActionsProps, FormSectionProps } from './FormSection/index.ts';
export { FieldSpan, FormActions, FormSection } from './FormSection/index.ts';
export type { Insight, InsightKind, InsightsCardProps } from './InsightsCard/index.ts';
export { InsightsCard } from './InsightsCard/index.ts';
export type { KpiCardProps, KpiFigures, KpiTrend } from './KpiCard/index.ts';
export { KpiCard, KpiCardGroup } from './KpiCard/index.ts';
export type { BoardClass, BoardLane, BoardPlacement, LaneBoardProps } from './LaneBoard/index.ts';
export { conflictsOf, LaneBoard, moveTo, resizeTo, snap } from './LaneBoard/index.ts';
export type {
  LessonAttendanceCardProps,
  LessonMarkValue,
  LessonMemberRow,
  LessonPresence,
} from './LessonAttendanceCard/index.ts';
export { LessonAttendanceCard } from './LessonAttendanceCard/index.ts';
export type { LinkedTextProps } from './LinkedText/index.ts';
export { LinkedText, linkParts, safeHref } from './LinkedText/index.ts';
export type { MemberCandidate, MemberSearchFieldProps } from './MemberSearchField/index.ts';
export { MemberSearchField } from './MemberSearchField/index.ts';
export type { NfcLoginModalProps, NfcLoginStaff, NfcLoginStep } from './NfcLoginModal/index.ts';
export { NfcLoginModal } from './NfcLoginModal/index.ts';
export type { OccupancyLists, OccupancyPanelProps, OccupancyRecord } from './OccupancyPanel/index.ts';
export { OccupancyPanel } from './OccupancyPanel/index.ts';
export type { PublicPageProps } from './PublicPage/index.ts';
export { PublicPage } from './PublicPage/index.ts';
export type { RadioGroupProps, RadioOption } from './RadioGroup/index.ts';
export { RadioGroup } from './RadioGroup/index.ts';
export type { ScanFabProps } from './ScanFab/index.ts';
export { ScanFab } from './ScanFab/index.ts';
export type { ScheduleClass, ScheduleTimelineProps } from './ScheduleTimeline/index.ts';
export { MIN_BAR_WIDTH, placeBars, rateTone, ScheduleTimeline } from './ScheduleTimeline/index.ts';
export type { SearchFieldProps } from './SearchField/index.ts';
export { SearchField } from './SearchField/index.ts';
export type { StaffSwitchModalProps } from './StaffSwitchModal/index.ts';
export { StaffSwitchModal } from './StaffSwitchModal/index.ts';
export type { StatusBadgeProps } from './StatusBadge/index.ts';
export { StatusBadge } from './StatusBadge/index.ts';
export type { ReaderStatus, TapPromptProps } from './TapPrompt/index.ts';
export { TapPrompt } from './TapPrompt/index.ts';
export type { TextAreaProps } from './TextArea/index.ts';
export { TextArea } from './TextArea/index.ts';
export type { TimelineEntry, TimelineProps } from './Timeline/index.ts';
export { Timeline } from './Timeline/index.ts';
export { useReducedMotion } from './theme/motion.ts';
// (end forms)
