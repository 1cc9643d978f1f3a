import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderControl } from '../../../test-support/controls/render-control';
import { SpatialControl } from './spatial-control';
import { ViewportControl } from './viewport-control';

const spatialConfig = { type: 'SpatialControl', name: 'spatial', label: 'Longitude & Latitude' };

describe('map controls', () => {
  afterEach(() => cleanup());

  it('SpatialControl names the columns, and says N/A with the error while incomplete', async () => {
    const { onChange } = renderControl(SpatialControl, {
      config: spatialConfig,
      value: { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' },
    });
    expect(screen.getByTestId('spatial-control').textContent).toBe('longitude | latitude');
    fireEvent.click(screen.getByTestId('spatial-control'));
    fireEvent.click(await screen.findByLabelText('Geohash'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'geohash' }));
    expect(screen.getByTestId('spatial-control').textContent).toBe('N/A');
    expect(screen.getByText('Invalid lat/long configuration.')).toBeTruthy();
  });

  it('ViewportControl saves each typed number and keeps the last valid view for anything else', async () => {
    const { onChange } = renderControl(ViewportControl, {
      config: { type: 'ViewportControl', name: 'viewport', label: 'Viewport' },
      value: { longitude: -98.5, latitude: 39.8, zoom: 3, bearing: 0, pitch: 0 },
    });
    expect(screen.getByTestId('viewport-control').textContent).toBe('-98.50°, 39.80° (zoom 3)');
    fireEvent.click(screen.getByTestId('viewport-control'));
    const zoom = (await screen.findByTestId('viewport-zoom')) as HTMLInputElement;
    fireEvent.change(zoom, { target: { value: '5' } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 5, longitude: -98.5 })),
    );
    const calls = onChange.mock.calls.length;
    fireEvent.change(screen.getByTestId('viewport-pitch'), { target: { value: '-' } });
    expect(onChange.mock.calls.length).toBe(calls);
  });
});
