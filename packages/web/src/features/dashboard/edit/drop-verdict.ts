import {
  applyComponentDrop,
  componentDepth,
  isValidChild,
  type DashboardLayout,
  type DropResult,
  type LayoutRuleId,
} from '@tessera/core';
import type { DragData, DropTarget } from './dnd-types';
import { toDropResult } from './drop-result';

export type DropCheck =
  { allowed: true; dropResult: DropResult | null } | { allowed: false; rule: LayoutRuleId | null };

/**
 * Whether a drag may land on a target, decided by core's rules only: the parent may hold the type
 * at its depth (isValidChild), and core's drop would not refuse it (no room, a top-level tab into
 * nested tabs, a saved chart without definition). A drop where the component already is, is
 * allowed and changes nothing.
 */
export const checkDrop = (layout: DashboardLayout, drag: DragData, target: DropTarget): DropCheck => {
  if (
    !isValidChild({
      parentType: target.parentType,
      parentDepth: componentDepth(layout, target.parentId),
      childType: drag.type,
    })
  )
    return { allowed: false, rule: null };
  const dropResult = toDropResult(drag, target);
  if (dropResult === null) return { allowed: true, dropResult: null };
  // A saved chart from the builder brings its definition with it (Superset's addSliceToDashboard check).
  const hasChartDefinition = () => drag.origin === 'builder' && drag.chart !== undefined;
  const outcome = applyComponentDrop(layout, dropResult, { hasChartDefinition });
  return outcome.ok ? { allowed: true, dropResult } : { allowed: false, rule: outcome.reason };
};
