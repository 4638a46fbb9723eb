// Choosing a place's position on a Leaflet map. Loaded only when the owner opens the map, so Leaflet and its styles
// stay out of every other download. A tap or click puts the pin there; the typed coordinates move it too.
import 'leaflet/dist/leaflet.css';
import {
  type CircleMarker,
  circleMarker,
  type Map as LeafletMap,
  type LeafletMouseEvent,
  latLng,
  map as leafletMap,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import { addTiles, type MapTiles } from '../../../lib/map-tiles.ts';

type LocationMapProps = {
  latitude: number | null;
  longitude: number | null;
  /** Where the map opens when no position is chosen yet (the city's centre, or the middle of Tanzania). */
  centre: { latitude: number; longitude: number; zoom: number };
  tiles: MapTiles | null;
  label: string;
  onPick: (latitude: number, longitude: number) => void;
};

const PIN_ZOOM = 17;

export default function LocationMap({ latitude, longitude, centre, tiles, label, onPick }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const pin = useRef<CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const chosen = latitude !== null && longitude !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the next effect follows the pin
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const made = leafletMap(element, {
      center: chosen ? [latitude, longitude] : [centre.latitude, centre.longitude],
      zoom: chosen ? PIN_ZOOM : centre.zoom,
    });
    // Without tiles (none configured, or offline) the map still takes a tap; the coordinates are what is saved.
    if (tiles) addTiles(made, tiles);
    made.on('click', (event: LeafletMouseEvent) => pick.current(event.latlng.lat, event.latlng.lng));
    map.current = made;
    return () => {
      made.remove();
      map.current = null;
      pin.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (latitude === null || longitude === null) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    const at = latLng(latitude, longitude);
    if (pin.current) pin.current.setLatLng(at);
    else {
      pin.current = circleMarker(at, {
        radius: 10,
        color: '#0f766e',
        weight: 3,
        fillColor: '#14b8a6',
        fillOpacity: 0.9,
      }).addTo(current);
    }
    if (!current.getBounds().contains(at)) current.setView(at, Math.max(current.getZoom(), PIN_ZOOM - 2));
  }, [latitude, longitude]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={label}
      className="z-0 h-72 w-full overflow-hidden rounded-xl border border-stone-300 bg-stone-100 sm:h-80"
    />
  );
}
