import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test-support/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  afterEach(cleanup);

  it('says the page was not found and links home', async () => {
    renderRoutes({ routes: [{ path: '/nope/', element: <NotFoundPage /> }], initialPath: '/nope/' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/tessera/welcome/');
  });
});
