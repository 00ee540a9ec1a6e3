import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import { APP_SETTING_MAX_LENGTH, type AppSetting } from '@eoa/contracts';
import { isSemanticVersion, settingTitle } from '@eoa/game-rules';
import { Button, formatDateTime } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { useUpdateSetting } from '../api/update-setting';

/** The setting shown in the home page's beta badge; the server refuses a value that is not a semantic version. */
export const APP_VERSION_SETTING = 'app_version';

/**
 * One setting (spec 3 §2): its title (the key spelled out), description, a text input, Save — enabled only when the
 * value differs from the stored one and not while saving — and who changed it last.
 */
export function SettingCard({ setting }: { setting: AppSetting }) {
  const { t, i18n } = useTranslation('admin');
  const inputId = useId();
  const hintId = useId();
  const update = useUpdateSetting(setting.settingKey);
  // null: not edited, the stored value is shown (and a saved value shows as stored).
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? setting.settingValue;
  const dirty = value !== setting.settingValue;
  const notSemantic = setting.settingKey === APP_VERSION_SETTING && !isSemanticVersion(value.trim());
  const title = settingTitle(setting.settingKey);
  const updatedAt = formatDateTime(setting.updatedAt, i18n.language);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || update.isPending) return;
    update.mutate(value, { onSuccess: () => setDraft(null) });
  };

  const serverMessage = update.error instanceof ApiError ? update.error.serverMessage : undefined;

  return (
    <form className="admin-card settings-card" onSubmit={save} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="admin-card__title">
        {title}
      </h2>
      {setting.description ? <p className="settings-card__description">{setting.description}</p> : null}
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={inputId}>
          {t('settings.value')}
        </label>
        <div className="settings-card__row">
          <input
            id={inputId}
            className="admin-input settings-card__input"
            type="text"
            value={value}
            maxLength={APP_SETTING_MAX_LENGTH}
            aria-invalid={notSemantic || undefined}
            aria-describedby={notSemantic ? hintId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (update.isError) update.reset();
            }}
          />
          <Button type="submit" variant="primary" disabled={!dirty || update.isPending}>
            {update.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
        {notSemantic ? (
          <p id={hintId} className="admin-field__error">
            {t('settings.notSemanticVersion')}
          </p>
        ) : null}
      </div>
      {update.isError ? (
        <ErrorBanner
          message={serverMessage ? `${t('settings.errors.update', { key: setting.settingKey })} ${serverMessage}` : t('settings.errors.update', { key: setting.settingKey })}
          onDismiss={() => update.reset()}
        />
      ) : null}
      <p className="admin-muted settings-card__updated">
        {setting.updatedBy ? t('settings.lastUpdatedBy', { date: updatedAt, user: setting.updatedBy }) : t('settings.lastUpdated', { date: updatedAt })}
      </p>
    </form>
  );
}
