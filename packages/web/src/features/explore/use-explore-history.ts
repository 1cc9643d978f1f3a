import { isEqualish, type FormData } from '@tessera/core';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { persistFormData, restoreFormData } from './state/history-thunks';
import { selectDatasetId, selectFormData } from './state/selectors';
import { useExploreDispatch, useExploreSelector, type ExploreRootState } from './state/store';
import { exploreStateUrl } from './state/url-params';
import { getTabId } from './tab-id';

/** Superset debounces updateHistory by a second: a burst of edits makes one request and one entry. */
export const HISTORY_DELAY_MS = 1000;

/**
 * The history entry of an explore state: the page keeps itself on navigation to it (`keepExplore`)
 * and Back or Forward restore its form data, as Superset's pushState(formData) and onpopstate do.
 */
export interface ExploreEntryState {
  keepExplore: true;
  exploreFormData: FormData;
}

export const entryState = (formData: FormData): ExploreEntryState => ({ keepExplore: true, exploreFormData: formData });

/** The form data an entry was pushed with, or null for an entry the page did not write. */
export const entryFormData = (state: unknown): FormData | null => {
  if (typeof state !== 'object' || state === null || !('exploreFormData' in state)) return null;
  const formData = (state as { exploreFormData: unknown }).exploreFormData;
  return typeof formData === 'object' && formData !== null ? (formData as FormData) : null;
};

const urlOf = (state: ExploreRootState, key: string | null, urlParams: Record<string, string>): string =>
  exploreStateUrl({
    formDataKey: key,
    sliceId: state.explore.slice?.slice_id ?? null,
    datasetId: selectDatasetId(state),
    standalone: state.explore.standalone,
    urlParams,
  });

const currentUrlParams = (formData: FormData): Record<string, string> => {
  const params = formData['url_params'];
  return typeof params === 'object' && params !== null ? (params as Record<string, string>) : {};
};

/**
 * Keeps explore's state in the URL and the browser history (Superset's ExploreViewContainer):
 * the entry the page opened on is stamped with its form data; an edit, a second later, POSTs or PUTs
 * the form data and pushes `/explore/?form_data_key=…&slice_id=…` carrying it; Back and Forward
 * restore an entry's form data (and PUT it, so a reload shows what is on screen).
 */
export const useExploreHistory = (): void => {
  const dispatch = useExploreDispatch();
  const store = useStore<ExploreRootState>();
  const formData = useExploreSelector(selectFormData);
  const navigate = useNavigate();
  const location = useLocation();
  /** The form data the current history entry shows; an edit differs from it. */
  const shown = useRef<FormData | null>(null);

  const persist = useCallback(
    async (push: boolean): Promise<void> => {
      const key = await dispatch(persistFormData(getTabId()));
      if (!push) return;
      const state = store.getState();
      shown.current = state.explore.formData;
      void navigate(urlOf(state, key, currentUrlParams(state.explore.formData)), {
        state: entryState(state.explore.formData),
      });
    },
    [dispatch, navigate, store],
  );

  // The entry the page opened on gets its form data, so Back to it restores the unedited chart.
  const openedOnEntry = useRef(location);
  useEffect(() => {
    if (shown.current !== null) return;
    const { formData: opened } = store.getState().explore;
    shown.current = opened;
    const { pathname, search, state } = openedOnEntry.current;
    if (entryFormData(state) === null)
      void navigate(`${pathname}${search}`, { replace: true, state: entryState(opened) });
  }, [store, navigate]);

  // Back or Forward to another entry of this page: its form data comes back.
  const entry = entryFormData(location.state);
  useEffect(() => {
    if (entry === null || shown.current === null || isEqualish(entry, shown.current)) return;
    shown.current = entry;
    if (isEqualish(entry, store.getState().explore.formData)) return;
    // A failed cache write keeps the previous key in the URL; the next edit writes again.
    dispatch(restoreFormData(entry))
      .then(() => persist(false))
      .catch(() => undefined);
  }, [entry, store, dispatch, persist]);

  // An edit: after a quiet second, cache it and push an entry for it.
  useEffect(() => {
    if (shown.current === null || isEqualish(formData, shown.current)) return;
    const timer = setTimeout(() => {
      if (shown.current !== null && isEqualish(formData, shown.current)) return;
      shown.current = formData;
      persist(true).catch(() => undefined);
    }, HISTORY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [formData, persist]);
};
