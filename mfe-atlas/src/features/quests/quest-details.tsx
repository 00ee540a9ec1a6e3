import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtlasMap, QuestChain, QuestDetail, QuestMarker, QuestRef, QuestRewardItem } from '@eoa/contracts';
import { formatGameLocation, questLevelBand, questMarkerColourSlot, SINGLE_MAP_ZOOM } from '@eoa/game-rules';
import { Badge, Button, Coins, EmptyState, ErrorState, IconButton, ItemIcon, LoadingState, Tooltip } from '@eoa/ui';
import { useQuestDetail } from '../../shared/api/get-quest';
import { copyText } from '../../shared/clipboard';
import { CopyIcon } from '../../shared/components/copy-icon';
import { QUEST_MARKER_COLOURS } from '../../shared/marker-colours';
import { placeOfPoint } from '../../shared/place';
import { useProgress } from '../../shared/progress-store';
import type { AtlasNavigation } from '../../shared/use-atlas-navigation';
import { centreOf, type LocateError } from '../../shared/use-locate-selection';
import { useScrollIntoView } from '../../shared/use-scroll-into-view';
import { useQuestChain } from './api/get-quest-chain';
import { CorrectionDialog } from './correction-dialog';

interface QuestDetailsProps {
  nav: AtlasNavigation;
  maps: ReadonlyMap<number, AtlasMap>;
  locateError: LocateError | null;
  compositeFailed: boolean;
}

/** Area and zone names that are only ids are not shown (spec 2 §3). */
const shownName = (name: string | null) => (name && !/^\d+$/.test(name) ? name : null);

/**
 * The selected quest (spec 2 §2): level, category, where; the map errors of §8; area buttons for a quest on several
 * maps; description; objectives with their markers in the ten colours; rewards; the chain with its warning marks;
 * comments; the done mark and the correction dialog.
 */
export function QuestDetails({ nav, maps, locateError, compositeFailed }: QuestDetailsProps) {
  const { t } = useTranslation('atlas');
  const { view } = nav;
  const detail = useQuestDetail(view.questId);
  const chain = useQuestChain(view.questId);
  const [correcting, setCorrecting] = useState(false);
  const doneQuests = useProgress((state) => state.doneQuests);
  const toggleDone = useProgress((state) => state.toggleQuest);
  const articleRef = useScrollIntoView<HTMLElement>(detail.data?.id ?? null);

  if (view.questId === null) return <EmptyState text={t('quests.selectQuest')} />;
  if (detail.isPending) return <LoadingState text={t('quests.loadingDetails')} />;
  if (detail.isError) return <ErrorState title={t('errors.questDetails')} onRetry={() => void detail.refetch()} />;

  const quest = detail.data;
  const done = doneQuests.includes(quest.id);
  const where = [shownName(quest.area), shownName(quest.zone)].filter(Boolean).join(', ');
  const showMarker = (marker: QuestMarker) => nav.goTo(placeOfPoint(marker, view, maps));
  const showArea = (mapId: number) => {
    const onMap = quest.markers.filter((m) => m.mapId === mapId);
    nav.openMap(mapId, { keepSelection: true, position: onMap.length ? { ...centreOf(onMap), zoom: SINGLE_MAP_ZOOM.initial } : null });
  };
  const areaMaps = quest.markerMapIds.length > 1 ? quest.markerMapIds : [];
  const missingArea = areaMaps.some((id) => !maps.has(id));

  return (
    <article ref={articleRef} className="atlas-details" aria-labelledby="atlas-quest-title">
      <header className="atlas-details__header">
        <h2 id="atlas-quest-title">{quest.localizedName}</h2>
        <div className="atlas-details__badges">
          <span className={`atlas-level atlas-level--${questLevelBand(quest.level)}`}>{t('quests.level', { level: quest.level })}</span>
          <Badge tone="grey">{quest.categoryName}</Badge>
          {quest.repeatable ? <Badge tone="blue">{t('quests.repeatableBadge')}</Badge> : null}
          <Badge tone="grey">{quest.sizeName}</Badge>
        </div>
        {where ? <p className="atlas-muted">{where}</p> : null}
        {quest.bestowerNpcName ? (
          <p>
            <span className="atlas-muted">{t('quests.bestower')} </span>
            {quest.bestowerNpcId !== null ? (
              <button type="button" className="atlas-link-button" onClick={() => nav.selectNpc(quest.bestowerNpcId!)}>
                {quest.bestowerNpcName}
              </button>
            ) : (
              quest.bestowerNpcName
            )}
          </p>
        ) : null}
        <div className="atlas-details__actions">
          <Button size="sm" aria-pressed={done} onClick={() => toggleDone(quest.id)}>
            {done ? t('progress.done') : t('progress.markDone')}
          </Button>
          <Button size="sm" onClick={() => setCorrecting(true)}>
            {t('correction.open')}
          </Button>
        </div>
      </header>

      {locateError === 'noLocation' ? <p className="atlas-error-text" role="alert">{t('errors.noLocation')}</p> : null}
      {locateError === 'questMap' ? <p className="atlas-error-text" role="alert">{t('errors.questMap')}</p> : null}
      {compositeFailed ? <p className="atlas-error-text" role="alert">{t('errors.composite')}</p> : null}

      {areaMaps.length ? (
        <section aria-label={t('quests.areas')}>
          <h3>{t('quests.areas')}</h3>
          <div className="atlas-details__areas">
            {areaMaps.map((mapId) => (
              <Button
                key={mapId}
                size="sm"
                variant={!view.composite && view.mapId === mapId ? 'primary' : 'secondary'}
                aria-pressed={!view.composite && view.mapId === mapId}
                disabled={!maps.has(mapId)}
                onClick={() => showArea(mapId)}
              >
                {maps.get(mapId)?.localizedName ?? mapId}
              </Button>
            ))}
          </div>
          {missingArea ? <p className="atlas-error-text">{t('errors.mapArea')}</p> : null}
        </section>
      ) : null}

      <section>
        <h3>{t('quests.description')}</h3>
        <p className="atlas-details__text">{quest.localizedDescription}</p>
      </section>

      <Objectives quest={quest} onShowMarker={showMarker} />
      <Rewards quest={quest} />
      <ChainView chain={chain.data} failed={chain.isError} questId={quest.id} onOpen={(ref) => nav.selectQuest(ref.id)} />

      {quest.allakhazamData.comments.length ? (
        <section>
          <h3>{t('quests.comments', { count: quest.allakhazamData.comments.length })}</h3>
          <ul className="atlas-comments">
            {quest.allakhazamData.comments.map((comment, index) => (
              <li key={index}>
                <p className="atlas-muted">
                  {comment.author} · {new Date(comment.date).toLocaleDateString()}
                </p>
                <p>{comment.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <CorrectionDialog open={correcting} quest={quest} onClose={() => setCorrecting(false)} />
    </article>
  );
}

/** Objectives in order, each with its markers: numbered in the quest's ten cycling colours, shown on the map on click. */
function Objectives({ quest, onShowMarker }: { quest: QuestDetail; onShowMarker: (marker: QuestMarker) => void }) {
  const { t } = useTranslation('atlas');
  const [copied, setCopied] = useState<number | null>(null);
  if (!quest.objectives.length) return null;
  return (
    <section>
      <h3>{t('quests.objectives')}</h3>
      <ol className="atlas-objectives">
        {quest.objectives.map((objective, index) => (
          <li key={index}>
            <p>
              {objective.localizedText}
              {objective.count > 1 ? <span className="atlas-muted"> ({t('quests.times', { count: objective.count })})</span> : null}
            </p>
            {objective.markers.length ? (
              <ul className="atlas-quest-markers">
                {objective.markers.map((marker) => (
                  <li key={marker.index}>
                    <button type="button" className="atlas-quest-marker" onClick={() => onShowMarker(marker)}>
                      <span className="atlas-quest-marker__chip" style={{ background: QUEST_MARKER_COLOURS[questMarkerColourSlot(marker.index)] }}>
                        {marker.index}
                      </span>
                      <span>{marker.localizedName}</span>
                    </button>
                    <IconButton
                      size="sm"
                      label={copied === marker.index ? t('viewer.copiedShort') : t('viewer.copyLocationOf', { location: formatGameLocation(marker.longitude, marker.latitude) })}
                      onClick={() => void copyText(formatGameLocation(marker.longitude, marker.latitude)).then((ok) => setCopied(ok ? marker.index : null))}
                    >
                      {copied === marker.index ? '✓' : <CopyIcon />}
                    </IconButton>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function RewardItem({ item }: { item: QuestRewardItem }) {
  return (
    <li className="atlas-reward-item">
      <ItemIcon icon={item.icon} quality={item.quality} size={28} />
      <span>{item.localizedName}</span>
      {item.quantity > 1 ? <span className="atlas-muted">×{item.quantity}</span> : null}
    </li>
  );
}

/** XP, money (gold, silver, copper), standing with a faction, items given and to choose from. */
function Rewards({ quest }: { quest: QuestDetail }) {
  const { t } = useTranslation('atlas');
  const { rewards } = quest;
  return (
    <section>
      <h3>{t('quests.rewards')}</h3>
      <dl className="atlas-rewards">
        {rewards.xp > 0 ? (
          <>
            <dt>{t('quests.xp')}</dt>
            <dd>{rewards.xp.toLocaleString()}</dd>
          </>
        ) : null}
        {rewards.totalCopper > 0 ? (
          <>
            <dt>{t('quests.money')}</dt>
            <dd>
              <Coins copper={rewards.totalCopper} />
            </dd>
          </>
        ) : null}
        {rewards.reputation ? (
          <>
            <dt>{t('quests.reputation')}</dt>
            <dd>{t('quests.standing', { amount: rewards.reputation.amount, faction: rewards.reputation.name })}</dd>
          </>
        ) : null}
      </dl>
      {rewards.items.length ? <ul className="atlas-reward-items">{rewards.items.map((item) => <RewardItem key={item.itemId} item={item} />)}</ul> : null}
      {rewards.selectableItems.length ? (
        <>
          <p className="atlas-muted">{t('quests.chooseOne')}</p>
          <ul className="atlas-reward-items">{rewards.selectableItems.map((item) => <RewardItem key={item.itemId} item={item} />)}</ul>
        </>
      ) : null}
      {rewards.xp === 0 && rewards.totalCopper === 0 && !rewards.reputation && !rewards.items.length && !rewards.selectableItems.length ? (
        <p className="atlas-muted">{t('quests.noRewards')}</p>
      ) : null}
    </section>
  );
}

/**
 * The quest's chain: its position, the chain's quests (each opens), and the warning marks with their texts (spec 2 §8).
 * A chain that failed to load shows the single-quest state.
 */
function ChainView({ chain, failed, questId, onOpen }: { chain: QuestChain | undefined; failed: boolean; questId: number; onOpen: (ref: QuestRef) => void }) {
  const { t } = useTranslation('atlas');
  if (!chain && !failed) return null;
  if (failed || !chain || !chain.isInChain) {
    return (
      <section>
        <h3>{t('quests.chain')}</h3>
        <p className="atlas-muted">{t('quests.notInChain')}</p>
      </section>
    );
  }
  return (
    <section>
      <h3>
        {t('quests.chain')}{' '}
        <span className="atlas-muted">{t('quests.chainPosition', { position: chain.position, total: chain.totalQuests })}</span>
        {chain.warnings.includes('positionEstimated') ? (
          <Tooltip content={t('quests.warnings.positionEstimated')}>
            <span className="atlas-warning-mark" tabIndex={0} aria-label={t('quests.warnings.positionEstimated')}>
              ~
            </span>
          </Tooltip>
        ) : null}
        {chain.warnings.includes('brokenChain') ? (
          <Tooltip content={t('quests.warnings.brokenChain')}>
            <span className="atlas-warning-mark" tabIndex={0} aria-label={t('quests.warnings.brokenChain')}>
              ⚠
            </span>
          </Tooltip>
        ) : null}
      </h3>
      <ol className="atlas-chain">
        {chain.quests.map((ref) => (
          <li key={ref.id} aria-current={ref.id === questId ? 'step' : undefined}>
            {ref.id === questId ? (
              <strong>{ref.localizedName}</strong>
            ) : (
              <button type="button" className="atlas-link-button" onClick={() => onOpen(ref)}>
                {ref.localizedName}
              </button>
            )}
            <span className="atlas-muted"> · {t('quests.level', { level: ref.level })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
