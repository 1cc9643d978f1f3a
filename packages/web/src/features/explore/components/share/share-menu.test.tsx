import { notifications } from '@mantine/notifications';
import type { FormData } from '@tessera/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { clearCsrfToken } from '../../../../api/client';
import { json, mockFetch, type MockHandler } from '../../../../../test-support/mock-fetch';
import { renderExplore } from '../../../../../test-support/features/explore/render';
import { ShareMenu } from './share-menu';

const formData: FormData = { viz_type: 'table', datasource: '7__table', url_params: { region: 'west' } };
const permalink: MockHandler = () => json({ key: 'abc', url: '/explore/p/abc/' });

const stubClipboard = (writeText: Mock<(text: string) => Promise<void>>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

const copyPermalink = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy permalink to clipboard' }));
};

const serve = (handler: MockHandler) =>
  mockFetch({
    'GET /api/v1/security/csrf_token/': () => json({ result: 'token' }),
    'POST /api/v1/explore/permalink': handler,
  });

describe('ShareMenu', () => {
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
    clearCsrfToken();
  });

  it("copies the permalink and says 'Link Copied!'", async () => {
    const { requests } = serve(permalink);
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    renderExplore(<ShareMenu formData={formData} />);
    await copyPermalink();

    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/explore/p/abc/`);
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ formData, urlParams: [['region', 'west']] });
  });

  it('says the browser cannot copy when the clipboard refuses', async () => {
    serve(permalink);
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    renderExplore(<ShareMenu formData={formData} />);
    await copyPermalink();

    expect(await screen.findByText('Sorry, your browser does not support copying.')).toBeTruthy();
    expect(screen.queryByText('Link Copied!')).toBeNull();
  });

  it("shows the server's error when no permalink could be made", async () => {
    serve(() => json({ message: 'Chart does not exist' }, 404));
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    renderExplore(<ShareMenu formData={formData} />);
    await copyPermalink();

    expect(await screen.findByText('Chart does not exist')).toBeTruthy();
    await waitFor(() => expect(writeText).not.toHaveBeenCalled());
  });
});
