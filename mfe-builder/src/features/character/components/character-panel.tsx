import { memo, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_IDS, MAX_LEVEL, MIN_LEVEL } from '@eoa/contracts';
import { CHARACTER_NAME_MAX_LENGTH, compatibleClasses, compatibleRaces } from '@eoa/game-rules';
import { useBuildStore } from '../../../shared/build-state/build-store';
import '../character.css';

/** Click to edit; Enter or blur commits (a trimmed, non-empty name of at most 25 characters), Escape cancels. */
function NameField() {
  const { t } = useTranslation('builder');
  const name = useBuildStore((s) => s.character.name);
  const setName = useBuildStore((s) => s.setName);
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft !== null) setName(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };

  if (draft === null) {
    return (
      <button type="button" className="builder-name" onClick={() => setDraft(name)} title={t('character.editName')}>
        {name}
      </button>
    );
  }
  return (
    <input
      className="builder-name-input"
      aria-label={t('character.name')}
      value={draft}
      maxLength={CHARACTER_NAME_MAX_LENGTH}
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}

/** Name, level (1–50; anything not a number becomes 1), and race and class listing only compatible options. */
export const CharacterPanel = memo(function CharacterPanel() {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const character = useBuildStore((s) => s.character);
  const setLevel = useBuildStore((s) => s.setLevel);
  const setRace = useBuildStore((s) => s.setRace);
  const setClass = useBuildStore((s) => s.setClass);
  const [levelDraft, setLevelDraft] = useState<string | null>(null);
  const races = compatibleRaces(character.classId);
  const classes = CLASS_IDS.filter((id) => compatibleClasses(character.raceId).includes(id));

  const commitLevel = () => {
    if (levelDraft !== null) setLevel(levelDraft.trim() === '' ? Number.NaN : Number(levelDraft));
    setLevelDraft(null);
  };

  return (
    <section className="builder-panel builder-character" aria-label={t('character.title')}>
      <NameField />
      <div className="builder-character__fields">
        <label>
          <span>{t('character.level')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={MIN_LEVEL}
            max={MAX_LEVEL}
            value={levelDraft ?? String(character.level)}
            onChange={(event) => setLevelDraft(event.target.value)}
            onBlur={commitLevel}
            onKeyDown={(event) => event.key === 'Enter' && commitLevel()}
          />
        </label>
        <label>
          <span>{t('character.race')}</span>
          <select value={character.raceId} onChange={(event) => setRace(event.target.value)}>
            {races.map((race) => (
              <option key={race} value={race}>
                {t(`races.${race}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('character.class')}</span>
          <select value={character.classId} onChange={(event) => setClass(event.target.value)}>
            {classes.map((id) => (
              <option key={id} value={id}>
                {tc(`classes.${id}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
});
