import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type L from 'leaflet';
import { MarkerCanvasLayer, type DrawMarker, type MarkerSource } from '../engine/marker-canvas-layer';

interface MarkerLayerProps {
  source: MarkerSource;
  onPick: (marker: DrawMarker) => void;
  onHover: (marker: DrawMarker | null, at: L.LatLng | null) => void;
  /** Receives the layer (the bench and the tests read what it drew). */
  onLayer?: (layer: MarkerCanvasLayer | null) => void;
}

/** The canvas of the map's markers: one Leaflet layer kept for the map's life, given new markers as they change. */
export function MarkerLayer({ source, onPick, onHover, onLayer }: MarkerLayerProps) {
  const map = useMap();
  const layerRef = useRef<MarkerCanvasLayer | null>(null);
  const callbacks = useRef({ onPick, onHover });
  useEffect(() => {
    callbacks.current = { onPick, onHover };
  });

  useEffect(() => {
    const layer = new MarkerCanvasLayer(source, {
      onPick: (marker) => callbacks.current.onPick(marker),
      onHover: (marker, at) => callbacks.current.onHover(marker, at),
    });
    layerRef.current = layer;
    layer.addTo(map);
    onLayer?.(layer);
    return () => {
      onLayer?.(null);
      layer.remove();
      layerRef.current = null;
    };
    // One layer per map; new markers go through setSource below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    layerRef.current?.setSource(source);
  }, [source]);

  return null;
}
