import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEST_OVERRIDE_LIMITS, ADMIN_MARKER_SOURCE_SPACE, type AdminQuestDetail, type MarkerKind } from '@eoa/contracts';
import { markerKind } from '@eoa/game-rules';
import { Badge, Button, EmptyState, IconButton, type BadgeTone } from '@eoa/ui';
import { localizedMarkerNames, parseCoordinate, type DraftErrors, type MarkerRow, type QuestDraft } from '../lib/quest-draft';
import { MarkerMap } from './marker-map';

/** Marker coordinates step by 0.1 (spec 3 §5). */
const MARKER_COORDINATE_STEP = 0.1;

const KIND_TONES: Record<MarkerKind, BadgeTone> = { new: 'green', override: 'orange', existing: 'grey' };

interface MarkersTabProps {
  detail: AdminQuestDetail;
  draft: QuestDraft;
  errors: DraftErrors;
  onChange: (change: (draft: QuestDraft) => QuestDraft) => void;
}

const formatCoordinate = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/**
 * The markers tab (spec 3 §2): one row per marker with its kind (New / Override / Existing, game-rules markerKind),
 * name (in the page's language, the English one beneath where it differs), original X/Y, override X/Y (numbers, step
 * 0.1, in the 500×375 source space), hidden; markers can be added and added ones removed. The map beside shows every
 * marker; a click on one selects its row, a click elsewhere places the selected row.
 */
export function MarkersTab({ detail, draft, errors, onChange }: MarkersTabProps) {
  const { t } = useTranslation('admin');
  const [selectedKey, setSelectedKey] = useState<string | null>(draft.markers[0]?.key ?? null);
  const [addedCount, setAddedCount] = useState(0);
  const selected = draft.markers.some((marker) => marker.key === selectedKey) ? selectedKey : (draft.markers[0]?.key ?? null);
  const tableRef = useRef<HTMLDivElement>(null);
  const localizedNames = useMemo(() => localizedMarkerNames(detail), [detail]);
  /** The row's name as shown: the seeded marker's name in the page's language, an added marker's own name. */
  const nameOf = (marker: MarkerRow) => (marker.index !== null ? localizedNames.get(marker.index) : undefined) || marker.name || t('questEditor.markers.unnamed');

  const selectFromMap = (key: string) => {
    setSelectedKey(key);
    // The row may be scrolled out of sight in a long list: bring it into view (jsdom has no scrollIntoView).
    tableRef.current?.querySelector(`[data-marker-row="${key}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const updateMarker = (key: string, patch: Partial<MarkerRow>) =>
    onChange((current) => ({ ...current, markers: current.markers.map((marker) => (marker.key === key ? { ...marker, ...patch } : marker)) }));

  const addMarker = () => {
    const number = addedCount + 1;
    const key = `new-${Date.now().toString(36)}-${number}`;
    setAddedCount(number);
    onChange((current) => ({
      ...current,
      markers: [
        ...current.markers,
        { key, index: null, name: t('questEditor.markers.newName', { number }), objectiveIndex: 0, originalX: null, originalY: null, overrideX: null, overrideY: null, hidden: false },
      ],
    }));
    setSelectedKey(key);
  };

  const removeMarker = (key: string) => onChange((current) => ({ ...current, markers: current.markers.filter((marker) => marker.key !== key) }));

  const objectiveLabel = (index: number) => {
    const objective = detail.objectives[index];
    return objective ? t('questEditor.markers.objectiveNumber', { number: index + 1 }) : '—';
  };

  return (
    <div className="editor-markers">
      <div className="editor-markers__list">
        <div className="editor-markers__toolbar">
          <p className="admin-muted">{t('questEditor.markers.intro', { width: ADMIN_MARKER_SOURCE_SPACE.width, height: ADMIN_MARKER_SOURCE_SPACE.height })}</p>
          <Button size="sm" onClick={addMarker}>
            {t('questEditor.markers.add')}
          </Button>
        </div>
        {draft.markers.length === 0 ? (
          <EmptyState text={t('questEditor.markers.empty')} />
        ) : (
          <div className="editor-markers__table-wrap" ref={tableRef}>
            <table className="admin-table editor-markers__table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="eoa-visually-hidden">{t('questEditor.markers.columns.place')}</span>
                  </th>
                  <th scope="col">{t('questEditor.markers.columns.kind')}</th>
                  <th scope="col">{t('questEditor.markers.columns.name')}</th>
                  <th scope="col">{t('questEditor.markers.columns.original')}</th>
                  <th scope="col">{t('questEditor.markers.columns.overrideX')}</th>
                  <th scope="col">{t('questEditor.markers.columns.overrideY')}</th>
                  <th scope="col">{t('questEditor.markers.columns.hidden')}</th>
                  <th scope="col">
                    <span className="eoa-visually-hidden">{t('questEditor.markers.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.markers.map((marker, position) => {
                  const kind = markerKind(marker);
                  const newNumber = draft.markers.slice(0, position + 1).filter((row) => markerKind(row) === 'new').length;
                  const rowErrors = errors.markers[marker.key];
                  const name = nameOf(marker);
                  return (
                    <tr key={marker.key} data-marker-row={marker.key} className={marker.key === selected ? 'editor-markers__row--selected' : undefined}>
                      <td>
                        <input
                          type="radio"
                          name="marker-to-place"
                          checked={marker.key === selected}
                          onChange={() => setSelectedKey(marker.key)}
                          aria-label={t('questEditor.markers.placeOnMap', { name })}
                        />
                      </td>
                      <td>
                        <Badge tone={KIND_TONES[kind]}>{t(`questEditor.markers.kinds.${kind}`)}</Badge>
                      </td>
                      <td className="editor-markers__name">
                        {kind === 'new' ? (
                          <div className="editor-markers__new">
                            <input
                              className="admin-input"
                              value={marker.name}
                              maxLength={QUEST_OVERRIDE_LIMITS.markerName}
                              aria-label={t('questEditor.markers.nameLabel', { number: newNumber })}
                              aria-invalid={rowErrors?.name ? true : undefined}
                              onChange={(event) => updateMarker(marker.key, { name: event.target.value })}
                            />
                            {detail.objectives.length > 1 ? (
                              <select
                                className="admin-input"
                                value={marker.objectiveIndex}
                                aria-label={t('questEditor.markers.objectiveLabel', { name })}
                                onChange={(event) => updateMarker(marker.key, { objectiveIndex: Number(event.target.value) })}
                              >
                                {detail.objectives.map((_objective, index) => (
                                  <option key={index} value={index}>
                                    {objectiveLabel(index)}
                                  </option>
                                ))}
                              </select>
                            ) : null}
                          </div>
                        ) : (
                          <>
                            <span>{name}</span>
                            <span className="admin-muted editor-markers__objective"> · {objectiveLabel(marker.objectiveIndex)}</span>
                            {marker.name && marker.name !== name ? (
                              <span className="admin-muted editor-markers__english" lang="en" title={t('questEditor.markers.englishName')}>
                                {marker.name}
                              </span>
                            ) : null}
                          </>
                        )}
                        {rowErrors?.name ? <span className="admin-field__error">{t('questEditor.markers.nameRequired')}</span> : null}
                      </td>
                      <td className="editor-markers__original">
                        {kind === 'new' ? <span className="admin-muted">{t('questEditor.markers.noOriginal')}</span> : `${formatCoordinate(marker.originalX)}, ${formatCoordinate(marker.originalY)}`}
                      </td>
                      {(['x', 'y'] as const).map((axis) => {
                        const field = axis === 'x' ? 'overrideX' : 'overrideY';
                        const error = rowErrors?.[axis];
                        return (
                          <td key={axis}>
                            <input
                              type="number"
                              className="admin-input editor-markers__coordinate"
                              step={MARKER_COORDINATE_STEP}
                              min={0}
                              max={axis === 'x' ? ADMIN_MARKER_SOURCE_SPACE.width : ADMIN_MARKER_SOURCE_SPACE.height}
                              value={marker[field] ?? ''}
                              placeholder={kind === 'new' ? '' : formatCoordinate(axis === 'x' ? marker.originalX : marker.originalY)}
                              aria-label={t(axis === 'x' ? 'questEditor.markers.overrideXLabel' : 'questEditor.markers.overrideYLabel', { name })}
                              aria-invalid={error || rowErrors?.position ? true : undefined}
                              onChange={(event) => updateMarker(marker.key, { [field]: parseCoordinate(event.target.value) })}
                            />
                            {error ? (
                              <span className="admin-field__error">
                                {t(`questEditor.markers.errors.${error}`, { max: axis === 'x' ? ADMIN_MARKER_SOURCE_SPACE.width : ADMIN_MARKER_SOURCE_SPACE.height })}
                              </span>
                            ) : null}
                            {axis === 'y' && rowErrors?.position ? <span className="admin-field__error">{t('questEditor.markers.errors.newNeedsPosition')}</span> : null}
                          </td>
                        );
                      })}
                      <td>
                        <input
                          type="checkbox"
                          checked={marker.hidden}
                          onChange={(event) => updateMarker(marker.key, { hidden: event.target.checked })}
                          aria-label={t('questEditor.markers.hideLabel', { name })}
                        />
                      </td>
                      <td>
                        {kind === 'new' ? (
                          <IconButton size="sm" label={t('questEditor.markers.remove', { name })} onClick={() => removeMarker(marker.key)}>
                            ✕
                          </IconButton>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {detail.mapId !== null ? (
        <MarkerMap
          mapId={detail.mapId}
          mapName={detail.area ?? detail.zone ?? String(detail.mapId)}
          markers={draft.markers}
          selectedKey={selected}
          nameOf={nameOf}
          onSelect={selectFromMap}
          onPlace={(point) => selected && updateMarker(selected, { overrideX: point.x, overrideY: point.y })}
        />
      ) : (
        <p className="admin-muted editor-markers__no-map">{t('questEditor.markers.noMap')}</p>
      )}
    </div>
  );
}
