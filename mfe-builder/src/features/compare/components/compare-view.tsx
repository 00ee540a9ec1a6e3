import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAsString, useQueryState } from 'nuqs';
import type { Item, Trait } from '@eoa/contracts';
import { formulaSettings, type CalculationResult, type StatEngine } from '@eoa/game-rules';
import { Button, classNames, LoadingState } from '@eoa/ui';
import { BuildFilePicker } from '../../../shared/build-state/build-file-picker';
import { loadableOf } from '../../../shared/build-state/build-io';
import { useBuildStore, type BuildState } from '../../../shared/build-state/build-store';
import { useFormulaStore } from '../../../shared/formula-store';
import { signedStatText, statText } from '../../../shared/stat-text';
import { buildDifferences, isSameBuild, statDifferences, type Direction, type StatDifferenceGroup } from '../lib/build-diff';
import { COMPARE_PARAM, compareWithState, useCompareStore, type ResolvedB } from '../compare-store';

export interface CompareViewProps {
  engine: StatEngine | null;
  /** The cached catalog by id (B's items are looked up there first). */
  itemsById: ReadonlyMap<number, Item>;
  /** The current build's stats (A), as the stats panel shows them. */
  current: CalculationResult | null;
  traits: readonly Trait[];
}

/**
 * "Compare builds" in the Builds tab: a second build B (from a file, a share link, a recent build, or a copy of
 * the current one) beside the current build A — what differs, and both stat sheets with B − A for every stat.
 * B stays in this tab's session and in the address (?compare=), so a reload or a link keeps it.
 */
export function CompareView({ engine, itemsById, current, traits }: CompareViewProps) {
  const { t } = useTranslation('builder');
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { b, resolved, failedKey, addressRejected, reveal, resolve, retry, clear } = useCompareStore();
  const a = useBuildStore();
  const [linkError, setLinkError] = useState<string | null>(null);
  // The address's ?compare= follows B, replacing the entry.
  const [urlCode, setUrlCode] = useQueryState(COMPARE_PARAM, parseAsString);

  // The address and B agree: a new ?compare= code chooses B (an unreadable one is dropped, the reason shown);
  // otherwise the address follows B (a B kept in the session, a new B, none after Clear).
  const lastUrlCode = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const urlChanged = urlCode !== lastUrlCode.current;
    lastUrlCode.current = urlCode;
    const store = useCompareStore.getState();
    if (urlChanged && urlCode !== null && urlCode !== store.b?.code && store.chooseFromAddress(urlCode)) return;
    const code = useCompareStore.getState().b?.code ?? null;
    if (code === urlCode) return;
    void setUrlCode(code || null);
  }, [urlCode, b, setUrlCode]);

  useEffect(() => {
    if (b) void resolve(itemsById);
  }, [b, failedKey, itemsById, resolve]);

  // A recent build chosen for comparison brings this section into view.
  const seenReveal = useRef(reveal);
  useEffect(() => {
    if (reveal === seenReveal.current) return;
    seenReveal.current = reveal;
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [reveal]);

  const resolvedB = b && resolved?.key === b.key ? resolved : null;
  const stateA: BuildState = useMemo(
    () => ({ character: a.character, equipment: a.equipment, traits: a.traits, buffs: a.buffs }),
    [a.character, a.equipment, a.traits, a.buffs],
  );

  const chooseLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('link') as HTMLInputElement;
    if (useCompareStore.getState().chooseCode(input.value)) {
      setLinkError(null);
      input.value = '';
    } else {
      setLinkError(t('builds.messages.invalidShare'));
    }
  };
  const swap = () => {
    if (!resolvedB) return;
    compareWithState(stateA, a.character.name);
    useBuildStore.getState().replace(resolvedB.state);
  };

  return (
    <section ref={sectionRef} className="builder-compare" aria-labelledby={titleId}>
      <header className="builder-panel__header">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {t('compareBuilds.title')}
        </h2>
        {b ? (
          <>
            <Button size="sm" onClick={swap} disabled={!resolvedB}>
              {t('compareBuilds.swap')}
            </Button>
            <Button size="sm" variant="ghost" onClick={clear}>
              {t('compareBuilds.clear')}
            </Button>
          </>
        ) : null}
      </header>
      <p className="builder-muted">{t('compareBuilds.intro')}</p>
      {addressRejected ? (
        <p className="builder-refusal" role="alert">
          {t('builds.messages.invalidShare')}
        </p>
      ) : null}

      <details className="builder-compare__sources" open={b === null || undefined}>
        <summary>{b ? t('compareBuilds.replaceB') : t('compareBuilds.chooseB')}</summary>
        <div className="builder-compare__source-grid">
          <div>
            <h3>{t('compareBuilds.fromFile')}</h3>
            <BuildFilePicker compact onLoad={async (file) => useCompareStore.getState().choose(loadableOf(file), file.build.name)} />
          </div>
          <div>
            <h3>{t('compareBuilds.fromLink')}</h3>
            <form className="builder-share__row" onSubmit={chooseLink}>
              <input name="link" aria-label={t('compareBuilds.linkLabel')} placeholder={t('compareBuilds.linkPlaceholder')} autoComplete="off" spellCheck={false} />
              <Button type="submit" variant="primary">
                {t('compareBuilds.compare')}
              </Button>
            </form>
            {linkError ? (
              <p className="builder-refusal" role="alert">
                {linkError}
              </p>
            ) : null}
            <h3>{t('compareBuilds.fromCurrent')}</h3>
            <Button onClick={() => compareWithState(stateA, a.character.name)}>{t('compareBuilds.copyCurrent')}</Button>
            <p className="builder-muted">{t('compareBuilds.fromRecent')}</p>
          </div>
        </div>
      </details>

      {b === null ? null : failedKey === b.key ? (
        <div className="builder-compare__failed" role="alert">
          <p className="builder-refusal">{t('builds.messages.loadFailed')}</p>
          <Button size="sm" onClick={retry}>
            {t('compareBuilds.retry')}
          </Button>
        </div>
      ) : !resolvedB || !engine || !current ? (
        <LoadingState text={t('compareBuilds.loadingB')} />
      ) : (
        <Comparison a={stateA} b={resolvedB} label={b.label} engine={engine} current={current} traits={traits} />
      )}
    </section>
  );
}

interface ComparisonProps {
  a: BuildState;
  b: ResolvedB;
  label: string;
  engine: StatEngine;
  current: CalculationResult;
  traits: readonly Trait[];
}

function Comparison({ a, b, label, engine, current, traits }: ComparisonProps) {
  const { t } = useTranslation('builder');
  const formulaConfig = useFormulaStore((s) => s.configs[b.state.character.classId]);
  const resultB = useMemo(() => {
    const { character, equipment, traits: equippedTraits, buffs } = b.state;
    try {
      return engine.calculate({
        className: character.classId,
        raceName: character.raceId,
        level: character.level,
        equipment,
        equippedTraits,
        buffs,
        formulas: formulaSettings(formulaConfig),
      });
    } catch (error) {
      console.error('Build B could not be calculated', error);
      return null;
    }
  }, [engine, b.state, formulaConfig]);
  const groups = useMemo(() => (resultB ? statDifferences(current.stats, resultB.stats) : []), [current.stats, resultB]);

  return (
    <>
      <div className="builder-compare__heads">
        <BuildHead letter="A" title={t('compareBuilds.current')} build={a} />
        <BuildHead letter="B" title={label} build={b.state} />
      </div>
      {b.missingItemIds.length > 0 ? <p className="builder-muted">{t('compareBuilds.missingItems', { ids: b.missingItemIds.join(', ') })}</p> : null}
      <div className="builder-compare__body">
        <Differences a={a} b={b.state} traits={traits} />
        {resultB ? <StatTable groups={groups} /> : <p className="builder-refusal">{t('builds.messages.loadFailed')}</p>}
      </div>
    </>
  );
}

function BuildHead({ letter, title, build }: { letter: 'A' | 'B'; title: string; build: BuildState }) {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const { character } = build;
  return (
    <div className={`builder-compare__head builder-compare__head--${letter.toLowerCase()}`}>
      <span className="builder-compare__letter" aria-hidden="true">
        {letter}
      </span>
      <div>
        <strong>
          <span className="eoa-visually-hidden">{t('compareBuilds.build', { letter })}: </span>
          {title}
        </strong>
        <span className="builder-muted">
          {character.name === title ? null : `${character.name} · `}
          {t('status.level', { level: character.level })} · {t(`races.${character.raceId}`)} · {tc(`classes.${character.classId}`)}
        </span>
      </div>
    </div>
  );
}

function Differences({ a, b, traits }: { a: BuildState; b: BuildState; traits: readonly Trait[] }) {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const differences = useMemo(() => buildDifferences(a, b), [a, b]);
  const traitName = (id: number) => {
    const trait = traits.find((candidate) => candidate.id === id);
    return trait ? trait.localizedName || trait.name : `#${id}`;
  };
  const itemName = (item: Item | null) => (item ? item.localizedName || item.name : t('compareBuilds.empty'));
  const rank = (value: number | null) => (value === null ? t('compareBuilds.notEquipped') : t('compareBuilds.rank', { rank: value }));
  const onOff = (on: boolean) => t(on ? 'compareBuilds.on' : 'compareBuilds.off');
  const food = (value: { stat: string; amount: number } | null) =>
    value ? `+${value.amount} ${t(`stats.${value.stat}`)}` : t('compareBuilds.off');
  const { character, equipment, idome } = differences;

  const lines: { key: string; label: string; a: string; b: string }[] = [];
  if (character.name) lines.push({ key: 'name', label: t('character.name'), a: character.name[0], b: character.name[1] });
  if (character.level) lines.push({ key: 'level', label: t('character.level'), a: String(character.level[0]), b: String(character.level[1]) });
  if (character.race) lines.push({ key: 'race', label: t('character.race'), a: t(`races.${character.race[0]}`), b: t(`races.${character.race[1]}`) });
  if (character.class) lines.push({ key: 'class', label: t('character.class'), a: tc(`classes.${character.class[0]}`), b: tc(`classes.${character.class[1]}`) });
  const sections = [
    { id: 'character', title: t('character.title'), lines },
    {
      id: 'equipment',
      title: t('equipment.title'),
      lines: equipment.map(({ slot, a: itemA, b: itemB }) => ({ key: slot, label: t(`slots.${slot}`), a: itemName(itemA), b: itemName(itemB) })),
    },
    {
      id: 'traits',
      title: t('compareBuilds.traits'),
      lines: differences.traits.map((trait) => ({ key: String(trait.traitId), label: traitName(trait.traitId), a: rank(trait.a), b: rank(trait.b) })),
    },
    {
      id: 'buffs',
      title: t('compareBuilds.buffs'),
      lines: [
        ...(idome ? [{ key: 'idome', label: t('buffs.idome'), a: onOff(idome[0]), b: onOff(idome[1]) }] : []),
        ...(differences.food ? [{ key: 'food', label: t('buffs.food'), a: food(differences.food[0]), b: food(differences.food[1]) }] : []),
      ],
    },
  ].filter((section) => section.lines.length > 0);

  return (
    <div className="builder-compare__differences">
      <h3>{t('compareBuilds.whatDiffers')}</h3>
      {isSameBuild(differences) ? (
        <p>{t('compareBuilds.same')}</p>
      ) : (
        <dl>
          {sections.map((section) => (
            <div key={section.id}>
              <dt>{section.title}</dt>
              {section.lines.map((line) => (
                <dd key={line.key}>
                  <span className="builder-compare__what">{line.label}:</span> <span>{line.a}</span> <span aria-hidden="true">→</span>
                  <span className="eoa-visually-hidden">{t('compareBuilds.to')}</span> <span>{line.b}</span>
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

const ARROWS: Record<Direction, string> = { better: '▲', worse: '▼', changed: '•', same: '' };

function StatTable({ groups }: { groups: StatDifferenceGroup[] }) {
  const { t } = useTranslation('builder');
  const [onlyDifferent, setOnlyDifferent] = useState(false);
  const shown = onlyDifferent ? groups.map((group) => ({ ...group, rows: group.rows.filter((row) => row.direction !== 'same') })).filter((group) => group.rows.length > 0) : groups;
  return (
    <div className="builder-compare__stats">
      <div className="builder-panel__header">
        <h3>{t('compareBuilds.stats')}</h3>
        <label className="builder-compare__toggle">
          <input type="checkbox" checked={onlyDifferent} onChange={(event) => setOnlyDifferent(event.target.checked)} />
          {t('compareBuilds.onlyDifferent')}
        </label>
      </div>
      <p className="builder-muted">{t('compareBuilds.legend')}</p>
      {shown.length === 0 ? (
        <p>{t('compareBuilds.noStatDifferences')}</p>
      ) : (
        <table className="builder-compare__table">
          <thead>
            <tr>
              <th scope="col">{t('compareBuilds.stat')}</th>
              <th scope="col">A</th>
              <th scope="col">B</th>
              <th scope="col">{t('compareBuilds.difference')}</th>
            </tr>
          </thead>
          {shown.map((group) => (
            <tbody key={group.id}>
              <tr className="builder-compare__group">
                <th scope="rowgroup" colSpan={4}>
                  {t(`compareBuilds.groups.${group.id}`)}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.stat}>
                  <th scope="row">{t(`stats.${row.stat}`)}</th>
                  <td>{statText(row.stat, row.a)}</td>
                  <td>{statText(row.stat, row.b)}</td>
                  <td className={classNames('builder-compare__delta', `builder-compare__delta--${row.direction}`)}>
                    {row.direction === 'same' ? null : <span aria-hidden="true">{ARROWS[row.direction]} </span>}
                    {signedStatText(row.stat, row.delta)}
                    {row.direction === 'better' || row.direction === 'worse' ? <span className="eoa-visually-hidden"> ({t(`compareBuilds.${row.direction}`)})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </div>
  );
}
