// One OpenStreetMap element as the venue search shows it. Mappers fill tags unevenly: a hall may have no name, a
// building only a centre point, a phone under any of three keys.
import type { VenuePlace } from '@sherehe/core/api/venues';
import type { OverpassElement } from '../../platform/overpass/overpass-client.ts';

export function toVenuePlace(element: OverpassElement): VenuePlace {
  const tags = element.tags ?? {};
  return {
    name: tags.name ?? null,
    type: tags.tourism ?? tags.amenity ?? null,
    lat: element.lat ?? element.center?.lat ?? null,
    lon: element.lon ?? element.center?.lon ?? null,
    phone: tags.phone ?? tags['contact:phone'] ?? tags['contact:mobile'] ?? null,
  };
}
