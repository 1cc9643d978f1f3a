import { localizeHumanizedTime } from '../../../../i18n';
import type { DashboardTarget } from '../../state/save-thunk';
import type { DashboardOption } from '../../explore-api';

/** A dashboard the save dialog offers, under a label no other choice has. */
export interface DashboardChoice {
  id: number;
  title: string;
  label: string;
}

const ownersOf = (d: DashboardOption): string =>
  (d.owners ?? []).map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', ');

/**
 * The dashboards as choices keyed by id. Dashboards that share a title (Superset allows it) are
 * told apart by their owners and when they changed, so the dialog never holds two equal options.
 */
export const dashboardChoices = (dashboards: readonly DashboardOption[]): DashboardChoice[] => {
  const count = new Map<string, number>();
  for (const d of dashboards) count.set(d.dashboard_title, (count.get(d.dashboard_title) ?? 0) + 1);
  const taken = new Set<string>();
  return dashboards.map((d) => {
    const details = [ownersOf(d), localizeHumanizedTime(d.changed_on_delta_humanized ?? '')]
      .filter((s) => s !== '')
      .join(' · ');
    let label =
      (count.get(d.dashboard_title) ?? 0) > 1 && details !== ''
        ? `${d.dashboard_title} (${details})`
        : d.dashboard_title;
    if (taken.has(label)) label = `${label} #${d.id}`;
    taken.add(label);
    return { id: d.id, title: d.dashboard_title, label };
  });
};

/**
 * A typed or picked dashboard: a choice by its label, else an existing dashboard with exactly that
 * title (the most recently changed, as the list is ordered), else a new dashboard to create.
 */
export const dashboardTarget = (text: string, choices: readonly DashboardChoice[]): DashboardTarget => {
  const typed = text.trim();
  if (typed === '') return null;
  const existing = choices.find((c) => c.label === typed) ?? choices.find((c) => c.title === typed);
  return existing ? { id: existing.id, title: existing.title } : { newTitle: typed };
};
