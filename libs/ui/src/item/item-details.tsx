import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, ItemDropSource } from '@eoa/contracts';
import { coinParts, formatCooldown, sourceTypeName } from '@eoa/game-rules';
import { Spinner } from '../components/spinner';
import { DropChance } from './drop-chance';
import { ItemIcon, qualityColour } from './item-icon';
import { useItemDropSources } from './use-item-drop-sources';

/**
 * "1 gold 20 silver 5 copper" in the page's language: 100,000 copper per gold, or `copperPerGold` where a figure
 * counts otherwise (the crafting calculator's cost: 10,000 — spec 2 §9).
 */
export function Coins({ copper, copperPerGold }: { copper: number; copperPerGold?: number }) {
  const { t } = useTranslation('common');
  const parts = coinParts(copper, copperPerGold);
  const shown = (['gold', 'silver', 'copper'] as const).filter((coin) => parts[coin] > 0);
  if (shown.length === 0) shown.push('copper');
  return (
    <span className="eoa-coins">
      {shown.map((coin) => (
        <span key={coin} className={`eoa-coins__${coin}`}>
          {t(`item.coins.${coin}`, { count: parts[coin] })}
        </span>
      ))}
    </span>
  );
}

function sourceName(source: ItemDropSource): string | null {
  return (
    source.localizedMobName ??
    source.localizedContainerName ??
    source.localizedRecipeName ??
    source.localizedQuestName ??
    source.localizedVendorName ??
    source.localizedBarterName ??
    source.mobName ??
    source.containerName ??
    source.recipeName ??
    source.questName ??
    source.vendorName ??
    source.barterName ??
    null
  );
}

/** One source line: its kind, name, the detail of its kind (chance, tier, quest level, price, exchange) and where. */
function SourceLine({ source }: { source: ItemDropSource }) {
  const { t } = useTranslation('common');
  const type = sourceTypeName(source.sourceType);
  const detail: ReactNode[] = [];
  if (type === 'Recipe') {
    if (source.profession) detail.push(source.profession);
    if (source.recipeTier) detail.push(t('item.sources.tier', { tier: source.recipeTier }));
  } else if (type === 'Quest') {
    if (source.questLevel) detail.push(t('item.sources.questLevel', { level: source.questLevel }));
  } else if (type === 'Vendor') {
    if (typeof source.priceCopper === 'number') detail.push(<Coins key="price" copper={source.priceCopper} />);
  } else if (type === 'Barter') {
    if (source.barterItemName) detail.push(t('item.sources.exchange', { count: source.barterQuantity ?? 1, item: source.barterItemName }));
  }
  if (typeof source.dropChance === 'number' && type !== 'Recipe' && type !== 'Quest') {
    detail.push(<DropChance key="chance" chance={source.dropChance} sourceType={source.sourceType} />);
  }
  const location = source.localizedLocation ?? source.location;
  return (
    <li className="eoa-item-source">
      <span className="eoa-item-source__type">{t(`item.sourceTypes.${type ?? 'Other'}`)}</span>
      <span className="eoa-item-source__name">{sourceName(source) ?? t('item.sources.unnamed')}</span>
      {detail.length > 0 ? (
        <span className="eoa-item-source__detail">
          {detail.map((part, index) => (
            <span key={index}>{part}</span>
          ))}
        </span>
      ) : null}
      {location ? <span className="eoa-item-source__location">{location}</span> : null}
    </li>
  );
}

/** Binding codes with a text of their own; "none" and unknown codes say nothing. */
const BINDINGS = ['bindOnAcquire', 'bindOnEquip'];

/** At most this many sources in a tooltip; the rest are counted. */
const MAX_SOURCES_SHOWN = 8;

export function ItemSources({ itemId }: { itemId: number }) {
  const { t } = useTranslation('common');
  const { data, isPending } = useItemDropSources(itemId);
  return (
    <section className="eoa-item-details__sources" aria-label={t('item.sources.title')}>
      <h4>{t('item.sources.title')}</h4>
      {isPending ? (
        <p className="eoa-item-details__muted">
          <Spinner size="sm" /> {t('item.sources.loading')}
        </p>
      ) : !data || data.length === 0 ? (
        <p className="eoa-item-details__muted">{t('item.sources.none')}</p>
      ) : (
        <>
          <ul>
            {data.slice(0, MAX_SOURCES_SHOWN).map((source, index) => (
              <SourceLine key={index} source={source} />
            ))}
          </ul>
          {data.length > MAX_SOURCES_SHOWN ? (
            <p className="eoa-item-details__muted">{t('item.sources.more', { count: data.length - MAX_SOURCES_SHOWN })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

export interface ItemDetailsProps {
  item: Item;
  /** Load and list the item's sources (default true). */
  showSources?: boolean;
  /** What the page adds: a drop's chance, a comparison with what is equipped … */
  children?: ReactNode;
}

/**
 * Everything the item tooltip says (spec 1 §3 Item): name in its quality colour, quality and kind, damage or
 * armour, stats, effects and cooldown, levels and class, set, description, worth, and where the item comes from.
 */
export function ItemDetails({ item, showSources = true, children }: ItemDetailsProps) {
  const { t } = useTranslation('common');
  const name = item.localizedName || item.name;
  const kind = [item.qualityName ?? item.quality, item.equipmentCategoryName ?? item.slotName ?? item.categoryName].filter(Boolean).join(' · ');
  const binding = BINDINGS.includes(item.binding) ? t(`item.binding.${item.binding}`) : null;
  const flags = [item.isUnique ? t('item.unique') : null, binding].filter(Boolean);
  return (
    <div className="eoa-item-details">
      <header className="eoa-item-details__header">
        <ItemIcon icon={item.icon} quality={item.quality} size={36} />
        <div>
          <h3 style={{ color: qualityColour(item.quality) }}>{name}</h3>
          <p className="eoa-item-details__muted">{kind}</p>
        </div>
      </header>
      {flags.length > 0 ? <p className="eoa-item-details__muted">{flags.join(' · ')}</p> : null}
      {item.damageDisplay ? <p>{item.damageDisplay}</p> : null}
      {item.dpsDisplay ? <p>{item.dpsDisplay}</p> : null}
      {item.speedDisplay ? <p className="eoa-item-details__muted">{item.speedDisplay}</p> : null}
      {item.slayerDisplay ? <p>{item.slayerDisplay}</p> : null}
      {typeof item.armour === 'number' && item.armour > 0 ? <p>{t('item.armour', { value: item.armour })}</p> : null}
      {item.stats.length > 0 ? (
        <ul className="eoa-item-details__stats">
          {item.stats.map((stat, index) => (
            <li key={`${stat.name}-${index}`}>
              {stat.descriptionOverride ?? `${stat.displayValue ?? stat.value ?? ''} ${stat.displayName ?? stat.name}`}
            </li>
          ))}
        </ul>
      ) : null}
      {item.effects.map((effect, index) => (
        <p key={index} className="eoa-item-details__effect">
          {effect.description || effect.name}
        </p>
      ))}
      {item.onUseDisplay ? (
        <p className="eoa-item-details__effect">{t('item.onUse', { text: item.onUseDisplay })}</p>
      ) : item.cooldownDuration ? (
        <p className="eoa-item-details__muted">{t('item.cooldown', { time: formatCooldown(item.cooldownDuration) })}</p>
      ) : null}
      {item.setName ? <p className="eoa-item-details__set">{t('item.set', { name: item.setName })}</p> : null}
      <dl className="eoa-item-details__levels">
        <div>
          <dt>{t('item.itemLevel')}</dt>
          <dd>{item.level}</dd>
        </div>
        {item.minLevel > 1 ? (
          <div>
            <dt>{t('item.minLevel')}</dt>
            <dd>{item.minLevel}</dd>
          </div>
        ) : null}
        {item.requiredClass ? (
          <div>
            <dt>{t('item.class')}</dt>
            <dd>{item.requiredClassName ?? item.requiredClass}</dd>
          </div>
        ) : null}
      </dl>
      {item.description ? <p className="eoa-item-details__description">{item.description}</p> : null}
      {typeof item.worthCopper === 'number' && item.worthCopper > 0 ? (
        <p className="eoa-item-details__muted">
          {t('item.worth')} <Coins copper={item.worthCopper} />
        </p>
      ) : null}
      {children}
      {showSources ? <ItemSources itemId={item.id} /> : null}
    </div>
  );
}
