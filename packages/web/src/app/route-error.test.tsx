import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('chart registry missing');
}

describe('RouteError', () => {
  afterEach(cleanup);

  it('shows "Unexpected error" with the error text when a route throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes({
      routes: [{ path: '/broken/', element: <Broken />, errorElement: <RouteError /> }],
      initialPath: '/broken/',
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('Unexpected error');
    expect(panel.textContent).toContain('chart registry missing');
    consoleError.mockRestore();
  });
});
