// The configured map tiles on a Leaflet map (the finder's and the owners' location picker). Imported only by the
// lazily loaded map components, so Leaflet stays out of the first load.
import type { SiteConfig } from '@sherehe/core/api/site-config';
import { type Map as LeafletMap, type TileLayer, tileLayer } from 'leaflet';

export type MapTiles = SiteConfig['mapTiles'];

// Leaflet writes attributions as HTML: the configured credit is plain text.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function addTiles(map: LeafletMap, tiles: MapTiles): TileLayer {
  return tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
}
