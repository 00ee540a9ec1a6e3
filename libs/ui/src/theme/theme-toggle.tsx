import { useTranslation } from 'react-i18next';
import { IconButton } from '../components/button';
import { useThemeStore } from './theme-store';

/** Sun/moon button switching between the dark and light themes; its label names the theme it switches to. */
export function ThemeToggle({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('common');
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const goingLight = theme === 'dark';
  return (
    <IconButton
      label={goingLight ? t('theme.switchToLight') : t('theme.switchToDark')}
      size={size}
      onClick={toggleTheme}
      className="eoa-theme-toggle"
    >
      {goingLight ? '☀' : '☾'}
    </IconButton>
  );
}
