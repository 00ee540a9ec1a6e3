// The stylesheets travel with the kit's code: @eoa/ui is one Module Federation singleton per page, so the
// theme and component styles are injected exactly once, by whichever build's copy of the kit is in use.
import './styles/kit-styles';
// The kit's texts come from the page's one i18next instance (namespace 'common'); importing the shared lib
// makes sure it is initialised even in an app that renders the kit before touching i18n itself.
import '@eoa/i18n';

export { useThemeStore, THEME_STORAGE_KEY, DEFAULT_THEME, type ThemeName, type ThemeState } from './theme/theme-store';
export { ThemeToggle } from './theme/theme-toggle';

export { Button, IconButton, type ButtonProps, type IconButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { Dialog, type DialogProps } from './components/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { AlertDialog, type AlertDialogProps } from './components/alert-dialog';
export { Tooltip, type TooltipProps, type TooltipWidth } from './components/tooltip';
export { placeTooltip, TOOLTIP_VIEWPORT_MARGIN } from './components/tooltip-position';
export { StatusBar, AppVersionStatus, type StatusBarProps } from './components/status-bar';
export { useAppInfo, APP_INFO_QUERY_KEY, FALLBACK_APP_INFO, type AppInfoResult } from './app-info/use-app-info';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { Spinner, LoadingState, type SpinnerProps } from './components/spinner';
export { ErrorState, type ErrorStateProps } from './components/error-state';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/error-boundary';
export { Badge, type BadgeTone } from './components/badge';
export { CORRECTION_STATUS_TONES, CorrectionStatusBadge, type CorrectionStatusBadgeProps } from './components/correction-status';
export { EmptyState } from './components/empty-state';
export { Notice } from './components/notice';
export { Tabs, TabPanel, type TabItem, type TabsProps } from './components/tabs';
export { ToolFrame, type ToolFrameProps } from './components/tool-frame';
// Quality colours are game vocabulary: QUALITY_COLOURS and COLOURED_QUALITIES come from @eoa/contracts.
export { classNames } from './class-names';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useSimulatedProgress } from './hooks/use-simulated-progress';
export { SEARCH_DEBOUNCE_MS, SIMULATED_PROGRESS } from './ui-timings';
export { useDrawnMeasure, type DrawnMeasureOptions } from './hooks/use-drawn-measure';
export { downloadText } from './browser/download';
export { formatDateTime } from './format/date-time';
export { startClientRuntime } from './app-runtime/start-client-runtime';
export { createQueryClient } from './app-runtime/create-query-client';
export { mountStandaloneRemote, type StandaloneRemoteOptions } from './app-runtime/mount-standalone-remote';
export { ItemIcon, itemIconUrl, qualityColour, type ItemIconProps } from './item/item-icon';
export { ItemCard, type ItemCardProps } from './item/item-card';
export { DropChance, type DropChanceProps } from './item/drop-chance';
export { Coins, ItemDetails, ItemSources, type ItemDetailsProps } from './item/item-details';
export { ItemTooltip, type ItemTooltipProps } from './item/item-tooltip';
export { useItemDropSources, itemDropSourcesKey } from './item/use-item-drop-sources';
