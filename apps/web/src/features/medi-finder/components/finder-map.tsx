// The map beside the list (Leaflet, loaded only with this chunk): one marker per place of the list, the point
// searched around with its radius, tiles from the site config. Choosing a marker chooses the place in the list.
// The map is an extra: when its tiles cannot load it says so, and the list keeps working.
import 'leaflet/dist/leaflet.css';
import {
  circle,
  control,
  divIcon,
  type LatLngExpression,
  type LayerGroup,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTiles, type MapTiles } from '../../../lib/map-tiles.ts';

export type MapPlace = { id: string; name: string; latitude: number; longitude: number };
export type MapOrigin = { lat: number; long: number; label: string; radius?: number };

export type FinderMapProps = {
  places: MapPlace[];
  tiles: MapTiles;
  /** The accessible name of the map. */
  label: string;
  selectedId?: string | null;
  /** Markers can be chosen only when this is given. */
  onSelect?: (id: string) => void;
  origin?: MapOrigin | null;
  /** The zoom around a single place (the detail page). */
  singleZoom?: number;
  className?: string;
};

/** Tanzania as a whole, for a map with nothing on it yet. */
const TANZANIA: LatLngExpression = [-6.37, 34.89];

const pin = (selected: boolean) =>
  divIcon({
    className: '',
    html: selected
      ? '<span class="mf-pin block size-9 rounded-full rounded-br-none border-[3px] border-white bg-amber-500 shadow-lg rotate-45"></span>'
      : '<span class="mf-pin block size-7 rounded-full rounded-br-none border-2 border-white bg-teal-700 shadow-md rotate-45"></span>',
    iconSize: selected ? [36, 36] : [28, 28],
    // The tip of the teardrop: its square corner, turned 45° to point down, reaches about 1.2 sizes below the top.
    iconAnchor: selected ? [18, 43] : [14, 34],
  });

const youIcon = divIcon({
  className: '',
  html: '<span class="block size-5 rounded-full border-[3px] border-white bg-sky-600 shadow-md ring-4 ring-sky-600/25"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

export function FinderMap({
  places,
  tiles,
  label,
  selectedId = null,
  onSelect,
  origin = null,
  singleZoom = 16,
  className = '',
}: FinderMapProps) {
  const { t } = useTranslation('mediFinder');
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markersRef = useRef<LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const select = useRef(onSelect);
  select.current = onSelect;

  const { url: tileUrl, attribution } = tiles;
  // The map itself: made once, with the tiles of the site config.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = leafletMap(element, {
      zoomControl: false,
      attributionControl: false,
      scrollWheelZoom: false, // the page scrolls past the map; pinch, buttons and the keyboard still zoom
      center: TANZANIA,
      zoom: 6,
    });
    control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
    control.attribution({ prefix: false }).addTo(map);
    let loaded = 0;
    let failed = 0;
    addTiles(map, { url: tileUrl, attribution })
      .on('tileload', () => {
        loaded++;
        setTilesFailed(false);
      })
      .on('tileerror', () => {
        failed++;
      })
      // Every tile in view has answered: if none of them ever loaded, the tile server is not reachable.
      .on('load', () => {
        if (loaded === 0 && failed > 0) setTilesFailed(true);
      });
    markersRef.current = layerGroup().addTo(map);
    mapRef.current = map;
    // The map's box changes with the layout (the phone's map toggle, a rotated screen): Leaflet must measure again.
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      markersRef.current = null;
    };
  }, [tileUrl, attribution, t]);

  // The markers: the list's places, the chosen one on top, and the point searched around with its radius. Keyed
  // by what is drawn, not by the identity of the props, so a parent's re-render redraws nothing.
  const selectable = Boolean(onSelect);
  const placesKey = places.map((place) => `${place.id}@${place.latitude},${place.longitude}`).join(';');
  const originKey = origin ? `${origin.lat},${origin.long},${origin.radius ?? ''},${origin.label}` : '';
  const latest = useRef({ places, origin });
  latest.current = { places, origin };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for latest.current's places and origin
  useEffect(() => {
    const group = markersRef.current;
    if (!group) return;
    group.clearLayers();
    const { places: shown, origin: around } = latest.current;
    for (const place of shown) {
      const selected = place.id === selectedId;
      const placeMarker = marker([place.latitude, place.longitude], {
        icon: pin(selected),
        title: place.name,
        keyboard: selectable,
        interactive: selectable,
        zIndexOffset: selected ? 1000 : 0,
        riseOnHover: true,
      });
      if (selectable) {
        placeMarker.on('click', () => select.current?.(place.id));
        // A focused marker is a button (Leaflet gives it the role): Enter and Space choose it, as a click does.
        placeMarker.on('keypress', (event: LeafletKeyboardEvent) => {
          const { key } = event.originalEvent;
          if (key !== 'Enter' && key !== ' ') return;
          event.originalEvent.preventDefault();
          select.current?.(place.id);
        });
      }
      placeMarker.addTo(group);
      // Named for screen readers as on hover (Leaflet gives a div icon only a title): a button when it can be
      // chosen (Leaflet sets that role), else a picture of where the place is.
      const element = placeMarker.getElement();
      if (!selectable) element?.setAttribute('role', 'img');
      element?.setAttribute('aria-label', place.name);
      if (selectable) element?.setAttribute('aria-pressed', String(selected));
      element?.setAttribute('data-place-id', place.id);
    }
    if (around) {
      if (around.radius) {
        circle([around.lat, around.long], {
          radius: around.radius,
          color: '#0f766e',
          weight: 1,
          fillOpacity: 0.05,
          interactive: false,
        }).addTo(group);
      }
      const you = marker([around.lat, around.long], {
        icon: youIcon,
        title: around.label,
        interactive: false,
        keyboard: false,
      })
        .addTo(group)
        .getElement();
      you?.setAttribute('role', 'img');
      you?.setAttribute('aria-label', around.label);
    }
  }, [placesKey, originKey, selectedId, selectable]);

  // The view: everything on the map when the places change; not when only the chosen one does (the reader is
  // looking at it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for latest.current's places and origin
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const { places: shown, origin: around } = latest.current;
    const points: [number, number][] = shown.map((place) => [place.latitude, place.longitude]);
    if (around) points.push([around.lat, around.long]);
    const [first] = points;
    if (points.length === 1 && first) map.setView(first, singleZoom);
    else if (points.length > 1) map.fitBounds(latLngBounds(points), { padding: [28, 28], maxZoom: 16 });
  }, [placesKey, originKey, singleZoom]);

  return (
    <div
      className={`relative isolate overflow-hidden rounded-xl border border-stone-200 bg-stone-100 ${className}`}
    >
      <section ref={container} aria-label={label} className="size-full" />
      {tilesFailed ? (
        <p className="absolute inset-x-2 bottom-8 z-[1000] rounded-lg bg-white/95 px-3 py-2 text-center text-sm text-stone-800 shadow">
          {t('map.tilesFailed')}
        </p>
      ) : null}
    </div>
  );
}
