import { Alert, Center } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ExploreScreen } from '../../features/explore/components/explore-screen';
import { isMissingParams, parseExploreUrl, type ExploreUrlParams } from '../../features/explore/state/url-params';
import { useExploreStore } from '../../features/explore/use-explore-store';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-state';

/** The content height inside the signed-in shell (header and the main area's padding taken off). */
const SHELL_CONTENT_HEIGHT = 'calc(100dvh - var(--app-shell-header-height, 56px) - 2 * var(--mantine-spacing-lg))';

function MissingParameters(): ReactNode {
  const t = useT();
  return (
    <Center p="xl">
      <Alert color="orange" title={t('Missing URL parameters')} maw={560} data-testid="missing-url-parameters">
        {t('The URL is missing the dataset_id or slice_id parameters.')}
      </Alert>
    </Center>
  );
}

function ExploreLoader({ url }: { url: ExploreUrlParams }): ReactNode {
  const state = useExploreStore(url);
  if (state.status === 'failed') return <ErrorState error={state.error} fullPage={url.standalone} />;
  if (state.status === 'loading') return <LoadingState fullPage={url.standalone} />;
  return (
    <Provider store={state.store}>
      <ExploreScreen height={SHELL_CONTENT_HEIGHT} />
    </Provider>
  );
}

/**
 * `/explore/` and the permalink routes: reads the URL and opens the chart. A URL change made by
 * a save (navigation state `keepExplore`) keeps the page as it is instead of reloading the chart.
 */
export function ExplorePage(): ReactNode {
  const t = useT();
  useDocumentTitle(t('Explore'));
  const [params] = useSearchParams();
  const { key } = useParams();
  const location = useLocation();
  const parsed = useMemo(() => parseExploreUrl(params, key), [params, key]);
  const [url, setUrl] = useState(parsed);
  const keep = (location.state as { keepExplore?: boolean } | null)?.keepExplore === true;
  const requestKey = JSON.stringify(url);
  if (!keep && JSON.stringify(parsed) !== requestKey) setUrl(parsed);
  if (isMissingParams(url)) return <MissingParameters />;
  return <ExploreLoader key={requestKey} url={url} />;
}
