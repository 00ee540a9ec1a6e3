import { useTranslation } from 'react-i18next';
import { LoadingState, ToolFrame } from '@eoa/ui';

/** What an admin page shows while the stored session is validated (spec 3 §2). */
export function CheckingAuthentication() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <ToolFrame title={tc('tools.admin')}>
      <LoadingState text={t('guard.checking')} />
    </ToolFrame>
  );
}
