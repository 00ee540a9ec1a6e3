import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildFile } from '@eoa/contracts';
import { buildFileName, canSaveBuild, defaultBuildName, encodeShareLink, serializeBuildFile, shareUrl, SHARE_LINK_MAX_LENGTH } from '@eoa/game-rules';
import { Button, Dialog, downloadText } from '@eoa/ui';
import { buildCharacterOf, buildFileOf, shareInputOf } from '../../../shared/build-state/build-io';
import { useBuildStore } from '../../../shared/build-state/build-store';
import { BuildFilePicker } from '../../../shared/build-state/build-file-picker';
import { useRecentBuilds } from '../recent-builds';

function useBuildFile() {
  const { i18n } = useTranslation();
  return (name: string, description: string): BuildFile => buildFileOf(useBuildStore.getState(), name, description, i18n.language);
}

export function SaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('builder');
  const character = useBuildStore((s) => s.character);
  const remember = useRecentBuilds((s) => s.remember);
  const fileOf = useBuildFile();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    // Each opening starts from the default name (spec 1 §5): character name, class and level.
    if (open) {
      setName(defaultBuildName(buildCharacterOf(character)));
      setDescription('');
    }
  }
  const save = () => {
    const file = fileOf(name, description);
    downloadText(buildFileName(file.build.name), serializeBuildFile(file));
    remember(file);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('builds.saveTitle')}
      footer={
        <>
          <Button onClick={onClose}>{t('builds.cancel')}</Button>
          <Button variant="primary" disabled={!canSaveBuild(name)} onClick={save}>
            {t('builds.save')}
          </Button>
        </>
      }
    >
      <div className="builder-form">
        <label>
          <span>{t('builds.name')}</span>
          <input value={name} maxLength={200} onChange={(event) => setName(event.target.value)} required />
        </label>
        <label>
          <span>{t('builds.description')}</span>
          <textarea value={description} maxLength={2000} rows={4} onChange={(event) => setDescription(event.target.value)} />
        </label>
        <p className="builder-muted">{t('builds.fileName', { file: buildFileName(name.trim() || '_') })}</p>
      </div>
    </Dialog>
  );
}

export function LoadDialog({ open, onClose, onLoad }: { open: boolean; onClose: () => void; onLoad: (file: BuildFile) => Promise<void> }) {
  const { t } = useTranslation('builder');
  const [busy, setBusy] = useState(false);
  const load = async (file: BuildFile) => {
    setBusy(true);
    try {
      await onLoad(file);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    // Spec 1 §4: the load dialog is busy and cannot be closed meanwhile.
    <Dialog open={open} onClose={onClose} closeDisabled={busy} title={t('builds.loadTitle')}>
      <BuildFilePicker onLoad={load} busy={busy} />
      {busy ? <p className="builder-muted">{t('builds.loading')}</p> : null}
    </Dialog>
  );
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';
const COPY_RESET_MS = 3000;

export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('builder');
  const fileOf = useBuildFile();
  const [copy, setCopy] = useState<CopyState>('idle');
  const encoded = open ? encodeShareLink(shareInputOf(useBuildStore.getState())) : null;
  const link = encoded?.ok ? shareUrl(window.location.href, encoded.data) : '';

  useEffect(() => {
    if (copy !== 'copied' && copy !== 'failed') return undefined;
    const timer = setTimeout(() => setCopy('idle'), COPY_RESET_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    setCopy('copying');
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const download = () => {
    const character = buildCharacterOf(useBuildStore.getState().character);
    const file = fileOf(defaultBuildName(character), '');
    downloadText(buildFileName(file.build.name), serializeBuildFile(file));
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('builds.shareTitle')} width={620}>
      {encoded && !encoded.ok ? (
        <div className="builder-share" role="alert">
          <h3>{t('builds.tooLarge')}</h3>
          <p>{t('builds.tooLargeBody', { size: encoded.size, max: SHARE_LINK_MAX_LENGTH })}</p>
          <Button variant="primary" onClick={download}>
            {t('builds.downloadInstead')}
          </Button>
        </div>
      ) : (
        <div className="builder-share">
          <p className="builder-muted">{t('builds.shareBody')}</p>
          <div className="builder-share__row">
            <input readOnly value={link} aria-label={t('builds.shareLink')} onFocus={(event) => event.target.select()} />
            <Button variant="primary" onClick={() => void copyLink()} disabled={copy === 'copying'}>
              {t(`builds.copy.${copy}`)}
            </Button>
          </div>
          <p className="builder-muted">{t('builds.shareSize', { size: encoded?.ok ? encoded.size : 0, max: SHARE_LINK_MAX_LENGTH })}</p>
        </div>
      )}
    </Dialog>
  );
}
