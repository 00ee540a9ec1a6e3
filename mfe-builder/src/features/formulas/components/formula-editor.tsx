import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMULA_VARIABLES, type ClassId, type FormulaStatKey } from '@eoa/contracts';
import {
  builtinFormula, compatibleRaces, exportFormulaConfigs, FORMULA_STAT_NAMES, formulaSettings, importFormulaConfigs, type BuildInput, type StatEngine,
} from '@eoa/game-rules';
import { Button, classNames } from '@eoa/ui';
import { useFormulaStore } from '../../../shared/formula-store';

/** The class tabs in the spec's order (spec 1 §2). */
const CLASS_TABS: readonly ClassId[] = ['guardian', 'captain', 'hunter', 'champion', 'lore-master', 'minstrel', 'burglar'];
/** The stat tabs in their three groups. */
const STAT_GROUPS: readonly (readonly FormulaStatKey[])[] = [
  ['meleeCrit', 'rangedCrit', 'tacticalCrit', 'block', 'evade', 'parry'],
  ['fireMitigation', 'commonMitigation', 'shadowMitigation', 'fearResistance', 'woundResistance', 'diseaseResistance', 'poisonResistance'],
  ['icmr', 'ocmr', 'icpr', 'ocpr'],
];
const OPERATORS = ['+', '-', '*', '/', '^', 'sqrt', 'min', 'max', 'abs'];

export interface FormulaEditorProps {
  engine: StatEngine | null;
  /** The build being edited: the preview computes this build with the tab's class and formulas. */
  build: BuildInput;
  /** Offers a text as a file download (the page's helper). */
  download: (fileName: string, text: string) => void;
}

const two = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/**
 * The Formula Editor tab (spec 1 §2, §4, §5): a tab per class and per stat; the built-in game formula
 * (read-only) or a custom one validated on save; the help list; the preview with the build's numbers;
 * Reset Class, Reset All, Export and Import. Configurations stay in this browser.
 */
export function FormulaEditor({ engine, build, download }: FormulaEditorProps) {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const configs = useFormulaStore((s) => s.configs);
  const setFormula = useFormulaStore((s) => s.setFormula);
  const resetClass = useFormulaStore((s) => s.resetClass);
  const resetAll = useFormulaStore((s) => s.resetAll);
  const importConfigs = useFormulaStore((s) => s.importConfigs);
  const [classId, setClassId] = useState<ClassId>(() => (CLASS_TABS.includes(build.className as ClassId) ? (build.className as ClassId) : 'guardian'));
  const [statKey, setStatKey] = useState<FormulaStatKey>('meleeCrit');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const config = configs[classId];
  const stat = config.formulas[statKey];
  const text = draft ?? stat.customFormula ?? builtinFormula(statKey, classId);

  const choose = (key: FormulaStatKey) => {
    setStatKey(key);
    setDraft(null);
    setError(null);
  };
  const setType = (type: 'echoes_of_angmar' | 'custom') => {
    setError(null);
    // Switching to custom starts from the saved custom text or the built-in formula, validated when saved.
    if (type === 'custom' && !stat.customFormula) setDraft(builtinFormula(statKey, classId));
    else setFormula(classId, statKey, { type, customFormula: stat.customFormula });
  };
  const saveCustom = () => {
    const refused = setFormula(classId, statKey, { type: 'custom', customFormula: text });
    setError(refused);
    if (!refused) setDraft(null);
  };

  // The preview: this build as the tab's class would have it (a race of that class), with its formulas.
  const race = compatibleRaces(classId).includes((build.raceName ?? '') as never) ? build.raceName : compatibleRaces(classId)[0];
  const result = engine?.calculate({ ...build, className: classId, raceName: race, formulas: formulaSettings(config) }, { breakdown: true });
  const breakdown = result?.breakdown?.[statKey];
  const customEditing = stat.type === 'custom' || draft !== null;

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const imported = importFormulaConfigs(await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(file);
    }).catch(() => ''), new Date().toISOString());
    if (imported.ok) {
      importConfigs(imported.configs);
      setNotice({ kind: 'ok', text: t('formulas.imported') });
    } else {
      setNotice({ kind: 'error', text: t('formulas.importFailed') });
    }
  };

  return (
    <div className="builder-formulas">
      <div className="builder-formulas__top">
        <div className="builder-trait-list__tabs" role="tablist" aria-label={t('formulas.classes')}>
          {CLASS_TABS.map((id) => (
            <button key={id} type="button" role="tab" aria-selected={classId === id} className={classNames('builder-chip', classId === id && 'builder-chip--active')} onClick={() => { setClassId(id); setDraft(null); setError(null); }}>
              {tc(`classes.${id}`)}
            </button>
          ))}
        </div>
        <div className="builder-formulas__actions">
          <Button size="sm" onClick={() => window.confirm(t('formulas.confirmResetClass', { className: tc(`classes.${classId}`) })) && resetClass(classId)}>
            {t('formulas.resetClass')}
          </Button>
          <Button size="sm" onClick={() => window.confirm(t('formulas.confirmResetAll')) && resetAll()}>
            {t('formulas.resetAll')}
          </Button>
          <Button size="sm" onClick={() => download('formulas.json', exportFormulaConfigs(configs))}>
            {t('formulas.export')}
          </Button>
          <Button size="sm" onClick={() => fileInput.current?.click()}>
            {t('formulas.import')}
          </Button>
          <input ref={fileInput} type="file" accept=".json,application/json" className="eoa-visually-hidden" aria-label={t('formulas.import')} onChange={(event) => { void onImport(event.target.files?.[0]); event.target.value = ''; }} />
        </div>
      </div>
      {notice ? (
        <p className={notice.kind === 'ok' ? 'builder-notice' : 'builder-refusal'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      <div className="builder-formulas__body">
        <nav className="builder-formulas__stats" aria-label={t('formulas.stats')}>
          {STAT_GROUPS.map((group, index) => (
            <div key={index} className="builder-formulas__group">
              <h3>{t(`formulas.groups.${index}`)}</h3>
              {group.map((key) => (
                <button key={key} type="button" aria-current={statKey === key ? 'true' : undefined} className={classNames('builder-formulas__stat', statKey === key && 'builder-formulas__stat--active')} onClick={() => choose(key)}>
                  {t(`stats.${FORMULA_STAT_NAMES[key]}`)}
                  {config.formulas[key].type === 'custom' ? <span className="builder-formulas__custom">{t('formulas.customMark')}</span> : null}
                </button>
              ))}
            </div>
          ))}
        </nav>
        <section className="builder-formulas__editor" aria-label={t(`stats.${FORMULA_STAT_NAMES[statKey]}`)}>
          <h2>{t(`stats.${FORMULA_STAT_NAMES[statKey]}`)}</h2>
          <label className="builder-filter">
            <span>{t('formulas.type')}</span>
            <select value={customEditing ? 'custom' : 'echoes_of_angmar'} onChange={(event) => setType(event.target.value as 'echoes_of_angmar' | 'custom')}>
              <option value="echoes_of_angmar">{t('formulas.builtin')}</option>
              <option value="custom">{t('formulas.custom')}</option>
            </select>
          </label>
          {customEditing ? (
            <>
              <textarea className="builder-formulas__text" aria-label={t('formulas.customFormula')} value={text} rows={4} spellCheck={false} onChange={(event) => { setDraft(event.target.value); setError(null); }} />
              <div className="builder-formulas__save">
                <Button variant="primary" onClick={saveCustom}>
                  {t('formulas.validateSave')}
                </Button>
                {error ? (
                  <span className="builder-formulas__error" role="alert">
                    {t(`formulas.errors.${error === 'Formula does not produce a valid number' ? 'notANumber' : error === 'Invalid formula syntax' ? 'syntax' : error === 'Invalid formula' ? 'fallback' : 'parser'}`, { message: error })}
                  </span>
                ) : null}
              </div>
            </>
          ) : (
            <pre className="builder-formulas__text builder-formulas__text--readonly">{builtinFormula(statKey, classId)}</pre>
          )}
          <div className="builder-formulas__help">
            <h3>{t('formulas.help')}</h3>
            <p>
              {t('formulas.variables')} {FORMULA_VARIABLES.map((v) => <code key={v}>{v}</code>)}
            </p>
            <p>
              {t('formulas.operators')} {OPERATORS.map((o) => <code key={o}>{o}</code>)}
            </p>
          </div>
          {breakdown ? (
            <div className="builder-formulas__preview" aria-label={t('formulas.preview')}>
              <h3>{t('formulas.preview')}</h3>
              <p>
                <span className="builder-muted">{t('breakdown.formula')}</span> <code>{breakdown.formula}</code>
              </p>
              <p className="builder-muted">
                {t('formulas.calculation')} {Object.entries(breakdown.variables).map(([name, value]) => `${name} = ${two(value as number)}`).join(', ')}
              </p>
              <p className="builder-formulas__result">
                {two(breakdown.statsPart)} + {two(breakdown.base + breakdown.bonuses.combatCharacteristics + breakdown.bonuses.traits + breakdown.bonuses.items)} = <strong>{two(breakdown.total)}{breakdown.unit === 'percent' ? '%' : ` ${t('stats.perMinute')}`}</strong>
              </p>
              <ul className="builder-muted">
                <li>{t('breakdown.combatCharacteristics')}: {two(breakdown.bonuses.combatCharacteristics)}</li>
                <li>{t('breakdown.traits')}: {two(breakdown.bonuses.traits)}</li>
                <li>{t('breakdown.items')}: {two(breakdown.bonuses.items)}</li>
                {breakdown.base ? <li>{t('breakdown.base')}: {two(breakdown.base)}</li> : null}
                {breakdown.shieldPenalty ? <li>{t('breakdown.shield', { penalty: breakdown.shieldPenalty })}</li> : null}
              </ul>
              {breakdown.error ? <p className="builder-refusal">{breakdown.error}</p> : null}
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
