import { movedChartChangesFilterScope, type LayoutScopedFilters } from '../filters/filter-scope-move.js';
import { findParentId, NEW_COMPONENTS_SOURCE_ID } from './component-rules.js';
import { dropOverflowsParent } from './component-width.js';
import type { DropResult } from './drop-result.js';
import { withMovedComponent, withNewComponent, withoutComponent } from './layout-operations.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout } from './layout-schema.js';
import { walkLayout } from './parse-layout.js';
import { randomComponentId, type ComponentIdGenerator } from './new-component.js';
import { withTopLevelTabs } from './top-level-tabs.js';

// The layout rules' outcomes (spec 01 §5). Core carries no text: the web words each id through
// `t()` with Superset's English text, given in the comment beside it.

/** 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.' */
export const LAYOUT_RULE_NO_ROOM = 'no-room';
/** 'Can not move top level tab into nested tabs' */
export const LAYOUT_RULE_TOP_LEVEL_TAB_INTO_NESTED = 'top-level-tab-into-nested';
/** 'This chart has been moved to a different filter scope.' */
export const LAYOUT_RULE_FILTER_SCOPE_CHANGED = 'filter-scope-changed';
/** 'Sorry, there is no chart definition associated with the chart trying to be added.' */
export const LAYOUT_RULE_NO_CHART_DEFINITION = 'no-chart-definition';

/**
 * Every rule id, with the English text (the web's `t()` key) it stands for:
 * - 'no-room': 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.'
 * - 'top-level-tab-into-nested': 'Can not move top level tab into nested tabs'
 * - 'filter-scope-changed': 'This chart has been moved to a different filter scope.'
 * - 'no-chart-definition': 'Sorry, there is no chart definition associated with the chart trying to be added.'
 */
export const LAYOUT_RULE_IDS = [
  LAYOUT_RULE_NO_ROOM,
  LAYOUT_RULE_TOP_LEVEL_TAB_INTO_NESTED,
  LAYOUT_RULE_FILTER_SCOPE_CHANGED,
  LAYOUT_RULE_NO_CHART_DEFINITION,
] as const;
export type LayoutRuleId = (typeof LAYOUT_RULE_IDS)[number];

/** A refused drop: Superset shows a warning toast and leaves the layout as it was. */
export interface DropRefused {
  ok: false;
  reason:
    typeof LAYOUT_RULE_NO_ROOM | typeof LAYOUT_RULE_TOP_LEVEL_TAB_INTO_NESTED | typeof LAYOUT_RULE_NO_CHART_DEFINITION;
  layout: DashboardLayout;
}

/** An accepted drop (the same layout object when nothing moved) and the warnings to show with it. */
export interface DropApplied {
  ok: true;
  layout: DashboardLayout;
  notices: Array<typeof LAYOUT_RULE_FILTER_SCOPE_CHANGED>;
}

export type DropOutcome = DropRefused | DropApplied;

export interface DropOptions {
  generateId?: ComponentIdGenerator;
  /** The dashboard's filters; when given, moving a chart into another filter scope adds 'filter-scope-changed'. */
  filters?: LayoutScopedFilters;
  /**
   * Whether the app holds the definition of a chart dragged in from the builder; when given, a new
   * CHART without one is refused with 'no-chart-definition' (Superset's addSliceToDashboard check).
   */
  hasChartDefinition?: (chartId: number) => boolean;
}

/** The chart ids in a component's subtree (the component itself when it is a CHART). */
const chartIdsUnder = (layout: DashboardLayout, id: string): number[] => {
  const ids: number[] = [];
  walkLayout(
    layout,
    (item) => {
      if (item.type === 'CHART' && item.meta.chartId !== undefined) ids.push(item.meta.chartId);
    },
    id,
  );
  return ids;
};

/**
 * Superset's handleComponentDrop thunk as one pure step. In order: a drop that overflows its
 * destination is refused ('no-room'); a new chart the app has no definition of is refused
 * ('no-chart-definition', when `hasChartDefinition` is given); a drop on ROOT_ID makes top-level tabs; a new component
 * from the builder is created; moving the top-level TABS into nested tabs is refused
 * ('top-level-tab-into-nested'); anything that really moved is moved. Then a TABS or ROW the move
 * emptied is deleted, and a moved chart whose filter scope changed gets 'filter-scope-changed'.
 */
export const applyComponentDrop = (
  layout: DashboardLayout,
  dropResult: DropResult,
  options: DropOptions = {},
): DropOutcome => {
  const generateId = options.generateId ?? randomComponentId;
  if (dropOverflowsParent(dropResult, layout)) return { ok: false, reason: LAYOUT_RULE_NO_ROOM, layout };
  const { source, destination, dragging } = dropResult;
  const isNew = source.id === NEW_COMPONENTS_SOURCE_ID;
  const newChartId = dragging.meta?.chartId;
  if (
    isNew &&
    dragging.type === 'CHART' &&
    options.hasChartDefinition !== undefined &&
    (newChartId === undefined || !options.hasChartDefinition(newChartId))
  ) {
    return { ok: false, reason: LAYOUT_RULE_NO_CHART_DEFINITION, layout };
  }
  const rootChildId = layout[DASHBOARD_ROOT_ID]?.children[0] ?? '';

  let next = layout;
  if (destination?.id === DASHBOARD_ROOT_ID) next = withTopLevelTabs(layout, dropResult, generateId);
  else if (destination && isNew) next = withNewComponent(layout, dropResult, generateId);
  else if (
    source.type === 'TABS' &&
    destination?.type === 'TABS' &&
    source.id === rootChildId &&
    destination.id !== rootChildId
  ) {
    return { ok: false, reason: LAYOUT_RULE_TOP_LEVEL_TAB_INTO_NESTED, layout };
  } else if (destination && !(destination.id === source.id && destination.index === source.index)) {
    next = withMovedComponent(layout, dropResult, generateId);
  }
  if (isNew || next === layout) return { ok: true, layout: next, notices: [] };

  // "A tab or row emptied by a move is deleted": Superset checks the source for TABS (a tab set
  // whose last tab was dragged out) or ROW; a TAB left without content stays, as in Superset.
  const emptied = next[source.id];
  if ((emptied?.type === 'TABS' || emptied?.type === 'ROW') && emptied.children.length === 0) {
    next = withoutComponent(next, emptied.id, findParentId({ childId: emptied.id, layout: next }));
  }
  const filters = options.filters;
  const scopeChanged =
    filters !== undefined &&
    chartIdsUnder(layout, dragging.id).some((chartId) =>
      movedChartChangesFilterScope({ chartId, before: layout, after: next, filters }),
    );
  return { ok: true, layout: next, notices: scopeChanged ? [LAYOUT_RULE_FILTER_SCOPE_CHANGED] : [] };
};
