import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';

type Direction = 'up' | 'down' | 'left' | 'right';

const DIRECTIONS: Readonly<Record<string, Direction>> = {
  [KeyboardCode.Up]: 'up',
  [KeyboardCode.Down]: 'down',
  [KeyboardCode.Left]: 'left',
  [KeyboardCode.Right]: 'right',
};

const center = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * The drop target an arrow key moves to from `from`: the nearest target whose centre lies in
 * that direction, the distance along the arrow counting once and the distance across it twice
 * (so Down prefers the target straight below over a nearer one off to the side).
 */
export const nextDropTarget = (
  from: ClientRect,
  direction: Direction,
  targets: ReadonlyMap<UniqueIdentifier, ClientRect>,
  current: UniqueIdentifier | null,
): { id: UniqueIdentifier; rect: ClientRect } | null => {
  const here = center(from);
  let best: { id: UniqueIdentifier; rect: ClientRect; score: number } | null = null;
  for (const [id, rect] of targets) {
    // Targets in closed tabs are mounted but hidden: an empty rect.
    if (id === current || (rect.width === 0 && rect.height === 0)) continue;
    const there = center(rect);
    const dx = there.x - here.x;
    const dy = there.y - here.y;
    const along = direction === 'up' ? -dy : direction === 'down' ? dy : direction === 'left' ? -dx : dx;
    const across = direction === 'up' || direction === 'down' ? Math.abs(dx) : Math.abs(dy);
    if (along <= 1) continue;
    const score = along + 2 * across;
    if (best === null || score < best.score) best = { id, rect, score };
  }
  return best === null ? null : { id: best.id, rect: best.rect };
};

/**
 * dnd-kit's KeyboardSensor coordinates for the dashboard: each arrow press jumps the dragged
 * component's centre onto the next drop target in that direction (Superset's editor has no
 * keyboard drag; this makes every drop reachable without a mouse), so closestCenter picks it.
 */
export const dropTargetKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, over } = context;
  if (direction === undefined || collisionRect === null) return undefined;
  event.preventDefault();
  const next = nextDropTarget(collisionRect, direction, droppableRects, over?.id ?? null);
  if (next === null) return undefined;
  const target = center(next.rect);
  return { x: target.x - collisionRect.width / 2, y: target.y - collisionRect.height / 2 };
};
