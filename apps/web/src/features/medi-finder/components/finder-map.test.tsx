import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FinderMap, type MapPlace } from './finder-map.tsx';

const tiles = { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap <contributors>' };
const places: MapPlace[] = [
  { id: 'a', name: 'Kariakoo Pharmacy', latitude: -6.819, longitude: 39.274 },
  { id: 'b', name: 'Msimbazi Chemist', latitude: -6.8201, longitude: 39.2712 },
];

const markers = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon[data-place-id]'),
];

describe('FinderMap', () => {
  it('puts one named marker per place, with the point searched around, and says which one is chosen', async () => {
    const onSelect = vi.fn();
    const { container, rerender } = render(
      <div style={{ width: 600, height: 400 }}>
        <FinderMap
          places={places}
          tiles={tiles}
          label="Map of the pharmacies in the list"
          onSelect={onSelect}
          origin={{ lat: -6.8161, long: 39.2803, label: 'Your position', radius: 5000 }}
        />
      </div>,
    );
    expect(screen.getByRole('region', { name: 'Map of the pharmacies in the list' })).toBeTruthy();
    expect(markers(container).map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Kariakoo Pharmacy',
      'Msimbazi Chemist',
    ]);
    expect(screen.getByRole('img', { name: 'Your position' })).toBeTruthy();
    // The configured credit is text, not markup.
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toBe(
      '© OpenStreetMap <contributors>',
    );

    await userEvent.click(markers(container)[1] as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith('b');
    // A marker is a button for the keyboard too.
    const [first] = markers(container);
    expect(first?.getAttribute('role')).toBe('button');
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('a');
    expect(onSelect).toHaveBeenCalledTimes(2);

    rerender(
      <div style={{ width: 600, height: 400 }}>
        <FinderMap places={places} tiles={tiles} label="Map" onSelect={onSelect} selectedId="b" />
      </div>,
    );
    expect(markers(container).map((marker) => marker.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
    ]);
    expect(container.querySelector('[aria-label="Your position"]')).toBeNull();
  });

  it('keeps markers out of the keyboard order when they cannot be chosen (the detail page)', () => {
    const { container } = render(<FinderMap places={places.slice(0, 1)} tiles={tiles} label="Map" />);
    const [marker] = markers(container);
    expect(marker?.getAttribute('tabindex')).toBeNull();
    expect(marker?.getAttribute('role')).toBe('img');
    expect(marker?.getAttribute('aria-label')).toBe('Kariakoo Pharmacy');
  });

  it('says the pictures are missing when no tile loads, and keeps the markers', async () => {
    const { container } = render(<FinderMap places={places} tiles={tiles} label="Map" />);
    const images = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(images.length).toBeGreaterThan(0);
    act(() => {
      for (const image of images) image.dispatchEvent(new Event('error'));
    });
    await waitFor(() =>
      expect(
        screen.getByText("The map's pictures could not load. The places are still in the list."),
      ).toBeTruthy(),
    );
    expect(markers(container)).toHaveLength(2);
  });
});
