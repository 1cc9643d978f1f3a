import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lastModifiedTimeOf, type DashboardDetail, type DashboardSaveAnswer } from '@tessera/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { dashboardPath } from '../../../routing/paths';
import { useT } from '../../../i18n';
import { listQueryKey } from '../../lists/list-view';
import { dashboardKeys } from '../query-keys';
import { dashboardActions } from '../state/dashboard-slice';
import { useDashboardDispatch, useDashboardStore } from '../state/store';
import { OverwriteConfirmModal } from './overwrite-confirm-modal';
import { saveApi } from './save-api';
import {
  confirmationOf,
  conflictOf,
  saveBodyOf,
  saveErrorMessage,
  savedAddress,
  savedState,
  type OverwriteConfirmation,
  type SaveAsRequest,
  type SaveOutcome,
  type SaveRequest,
} from './save-flow';

/** Navigation state a save sets when it replaces the address, so the page stays mounted. */
export interface DashboardLocationState {
  dashboardKey?: string;
}

export interface UseSaveDashboardOptions {
  /** Superset's confirm-diff feature flag, on by default: a 'save' first checks the stored version. */
  confirmDiff?: boolean;
  /** Replace the address with /tessera/dashboard/{slug or id}/ after a save (default true). */
  replaceAddress?: boolean;
}

export interface SaveDashboard {
  /** Save ('save' asks before overwriting someone else's newer save; 'overwrite' does not). */
  save: (request: SaveRequest) => Promise<SaveOutcome>;
  /** Save as a new dashboard (copy_dash), then open it. */
  saveAs: (request: SaveAsRequest) => Promise<SaveOutcome>;
  isSaving: boolean;
  /** The overwrite confirmation while one waits for the user; render it where the hook is used. */
  overwriteDialog: ReactNode;
}

/**
 * The three save flows of spec 01 §4 over the page's store: save and overwrite
 * (`PUT /api/v1/dashboard/{id}` with the loaded version; a newer stored version, seen by the
 * confirm-diff check or the server's 409, raises the overwrite confirmation and waits), and save
 * as (`POST /tessera/copy_dash/{id}/`). Toasts spec 01 §8's texts.
 */
export function useSaveDashboard(options: UseSaveDashboardOptions = {}): SaveDashboard {
  const { confirmDiff = true, replaceAddress = true } = options;
  const t = useT();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { idOrSlug = '' } = useParams();
  const [isSaving, setSaving] = useState(false);
  const [pending, setPending] = useState<OverwriteConfirmation | null>(null);
  const answer = useRef<((overwrite: boolean) => void) | null>(null);

  /** Shows the confirmation and waits: true for Overwrite, false for Cancel. */
  const ask = useCallback(
    (confirmation: OverwriteConfirmation) =>
      new Promise<boolean>((resolve) => {
        notifications.show({ color: 'yellow', message: t('Please confirm the overwrite values.') });
        answer.current = resolve;
        setPending(confirmation);
      }),
    [t],
  );
  const decide = (overwrite: boolean) => {
    answer.current?.(overwrite);
    answer.current = null;
    setPending(null);
  };

  /** The page's state, caches and address after a landed save. */
  const landed = useCallback(
    (request: SaveRequest, saved: DashboardSaveAnswer, loaded: DashboardDetail) => {
      const next = savedState(request, saved);
      dispatch(dashboardActions.dashboardSaved(next));
      const detail: DashboardDetail = { ...loaded, ...next.info };
      const key = (location.state as DashboardLocationState | null)?.dashboardKey ?? idOrSlug;
      const target = detail.slug || String(detail.id);
      // The page under its new address reads these at once instead of loading again.
      client.setQueryData(dashboardKeys.dashboard(target), detail);
      for (const part of ['charts', 'datasets'] as const) {
        const known = client.getQueryData(dashboardKeys[part](idOrSlug));
        if (known !== undefined) client.setQueryData(dashboardKeys[part](target), known);
      }
      void client.invalidateQueries({ queryKey: ['dashboard'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: listQueryKey('dashboard'), refetchType: 'none' });
      if (replaceAddress) {
        const state: DashboardLocationState = { dashboardKey: key };
        void navigate(savedAddress(detail.id, detail.slug, location.search) + location.hash, { replace: true, state });
      }
      notifications.show({ color: 'green', message: t('This dashboard was saved successfully.') });
    },
    [client, dispatch, idOrSlug, location, navigate, replaceAddress, t],
  );

  const save = useCallback(
    async (request: SaveRequest): Promise<SaveOutcome> => {
      const loaded = store.getState().dashboard.info;
      const loadedVersion = lastModifiedTimeOf(loaded.changed_on);
      setSaving(true);
      try {
        let version: number | undefined = request.mode === 'overwrite' ? undefined : loadedVersion;
        if (request.mode === 'save' && confirmDiff) {
          const stored = await saveApi.stored(loaded.id);
          if (lastModifiedTimeOf(stored.changed_on) !== loadedVersion) {
            const confirmation = confirmationOf(stored, loaded);
            if (!(await ask(confirmation))) return { status: 'cancelled' };
            version = confirmation.storedVersion;
          }
        }
        let saved: DashboardSaveAnswer;
        try {
          saved = await saveApi.put(loaded.id, saveBodyOf(request, version));
        } catch (error) {
          // The server's stale-version refusal (a save landed after the check): ask the same way.
          if (conflictOf(error) === null) throw error;
          const confirmation = confirmationOf(await saveApi.stored(loaded.id), loaded);
          if (!(await ask(confirmation))) return { status: 'cancelled' };
          saved = await saveApi.put(loaded.id, saveBodyOf(request, confirmation.storedVersion));
        }
        landed(request, saved, loaded);
        return { status: 'saved', id: loaded.id, lastModifiedTime: saved.last_modified_time };
      } catch (error) {
        notifications.show({ color: 'red', message: saveErrorMessage(error, t) });
        return { status: 'failed', error };
      } finally {
        setSaving(false);
      }
    },
    [ask, confirmDiff, landed, store, t],
  );

  const saveAs = useCallback(
    async (request: SaveAsRequest): Promise<SaveOutcome> => {
      const { info, layout, metadata } = store.getState().dashboard;
      setSaving(true);
      try {
        const copy = await saveApi.copy(info.id, {
          dashboard_title: request.dashboard_title,
          duplicate_slices: request.duplicate_slices,
          css: request.css === undefined ? info.css : request.css,
          positions: request.positions ?? layout,
          metadata: request.metadata ?? metadata,
        });
        notifications.show({ color: 'green', message: t('This dashboard was saved successfully.') });
        void client.invalidateQueries({ queryKey: listQueryKey('dashboard'), refetchType: 'none' });
        void navigate(dashboardPath({ id: copy.id }));
        return { status: 'saved', id: copy.id, lastModifiedTime: copy.last_modified_time };
      } catch (error) {
        notifications.show({ color: 'red', message: saveErrorMessage(error, t) });
        return { status: 'failed', error };
      } finally {
        setSaving(false);
      }
    },
    [client, navigate, store, t],
  );

  const overwriteDialog =
    pending === null ? null : (
      <OverwriteConfirmModal confirmation={pending} onOverwrite={() => decide(true)} onCancel={() => decide(false)} />
    );
  return { save, saveAs, isSaving, overwriteDialog };
}
