import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DndColumnSelect } from '../column-select/dnd-column-select';
import { DndMetricSelect } from '../metric-select/dnd-metric-select';
import { FLIGHT_COLUMNS, FLIGHT_METRICS } from '../../../test-support/controls/datasource-fixture';
import { renderControl } from '../../../test-support/controls/render-control';
import type { DragItem } from '../types';
import { DragSource, ExploreDndProvider } from './index';

/**
 * Test DOMs have no layout: drop zones sit at the top, dataset items (and the drag preview, which
 * starts where its item is) far below them, pills in rows of 30 px.
 */
const layout = (element: Element): DOMRect => {
  const zone = element.getAttribute('data-testid') === 'pill-drop-zone';
  const source =
    element.hasAttribute('data-source') ||
    element.firstElementChild?.hasAttribute('data-source') ||
    element.getAttribute('data-testid') === 'drag-preview';
  const pill = Array.from(document.querySelectorAll('[data-testid="value-pill"]')).indexOf(element);
  const [x, y, width, height] = zone
    ? [0, 0, 300, 100]
    : source
      ? [0, 500, 120, 20]
      : pill >= 0
        ? [0, pill * 30, 300, 25]
        : [0, 0, 0, 0];
  return { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => ({}) };
};

function Panel({ items }: { items: { id: string; item: DragItem; label: string }[] }): ReactNode {
  return items.map(({ id, item, label }) => (
    <DragSource key={id} id={id} item={item}>
      <span data-source>{label}</span>
    </DragSource>
  ));
}

const withPanel = (items: { id: string; item: DragItem; label: string }[]) => (node: ReactNode) => (
  <ExploreDndProvider>
    <Panel items={items} />
    {node}
  </ExploreDndProvider>
);

/** A pointer drag from an element (a dataset item by default) to (x, y). */
const drag = (label: string, to: { x: number; y: number }, from = { x: 10, y: 510 }, handle?: HTMLElement) => {
  const source = handle ?? screen.getByText(label).parentElement;
  if (!source) throw new Error('no drag source');
  const init = { isPrimary: true, button: 0, pointerId: 1 };
  fireEvent.pointerDown(source, { ...init, clientX: from.x, clientY: from.y });
  act(() => {
    fireEvent.pointerMove(document, { ...init, clientX: 20, clientY: 400 });
  });
  act(() => {
    fireEvent.pointerMove(document, { ...init, clientX: to.x, clientY: to.y });
  });
  act(() => {
    fireEvent.pointerUp(document, { ...init, clientX: to.x, clientY: to.y });
  });
};

const delay = FLIGHT_COLUMNS[2]!;
const origin = FLIGHT_COLUMNS[0]!;
const date = FLIGHT_COLUMNS[3]!;

describe('dropping dataset items on controls', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return layout(this);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('adds a column dropped on a column control', () => {
    const { onChange } = renderControl(DndColumnSelect, {
      config: { type: 'DndColumnSelect', name: 'groupby', label: 'Dimensions', multi: true },
      value: ['origin'],
      wrap: withPanel([{ id: 'column:delay', item: { kind: 'column', column: delay }, label: 'delay' }]),
    });
    drag('delay', { x: 50, y: 50 });
    expect(onChange).toHaveBeenLastCalledWith(['origin', 'delay']);
  });

  it('ignores drops outside the control and columns a temporal-only control refuses', () => {
    const { onChange } = renderControl(DndColumnSelect, {
      config: { type: 'DndColumnSelect', name: 'x_axis', label: 'Temporal X-Axis' },
      value: null,
      formData: { viz_type: 'big_number' },
      wrap: withPanel([
        { id: 'column:origin', item: { kind: 'column', column: origin }, label: 'Origin airport' },
        { id: 'column:date', item: { kind: 'column', column: date }, label: 'date' },
      ]),
    });
    drag('Origin airport', { x: 50, y: 50 });
    drag('date', { x: 50, y: 300 });
    expect(onChange).not.toHaveBeenCalled();
    drag('date', { x: 50, y: 50 });
    expect(onChange).toHaveBeenLastCalledWith('date');
  });

  it('adds a dropped saved metric, and opens a prefilled Simple metric for a dropped column', async () => {
    const { onChange } = renderControl(DndMetricSelect, {
      config: { type: 'DndMetricSelect', name: 'metrics', label: 'Metrics', multi: true },
      value: [],
      wrap: withPanel([
        { id: 'metric:count', item: { kind: 'metric', metric: FLIGHT_METRICS[0]! }, label: 'count' },
        { id: 'column:delay', item: { kind: 'column', column: delay }, label: 'delay' },
      ]),
    });
    drag('count', { x: 50, y: 50 });
    expect(onChange).toHaveBeenLastCalledWith(['count']);
    drag('delay', { x: 50, y: 50 });
    expect(screen.getByRole('tab', { name: 'Simple' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('popover-title').textContent).toBe('SUM(delay)');
    // dnd-kit swallows clicks for 50 ms after a drag, so the click that ends it does not count.
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith([
      'count',
      expect.objectContaining({ aggregate: 'SUM', label: 'SUM(delay)' }),
    ]);
  });

  it('moves a pill over another one to reorder the chosen values', () => {
    const { onChange } = renderControl(DndColumnSelect, {
      config: { type: 'DndColumnSelect', name: 'groupby', label: 'Dimensions', multi: true },
      value: ['origin', 'destination', 'delay'],
      wrap: withPanel([]),
    });
    const handle = screen.getByLabelText('Reorder Origin airport');
    drag('', { x: 50, y: 70 }, { x: 10, y: 10 }, handle);
    expect(onChange).toHaveBeenLastCalledWith(['destination', 'delay', 'origin']);
  });

  it('drops with the keyboard: space picks up, arrows move, space drops', async () => {
    const { onChange } = renderControl(DndColumnSelect, {
      config: { type: 'DndColumnSelect', name: 'groupby', label: 'Dimensions', multi: true },
      value: [],
      wrap: withPanel([{ id: 'column:delay', item: { kind: 'column', column: delay }, label: 'delay' }]),
    });
    const source = screen.getByText('delay').parentElement;
    if (!source) throw new Error('no drag source');
    source.focus();
    fireEvent.keyDown(source, { code: 'Space', key: ' ' });
    // The keyboard sensor starts listening on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (let i = 0; i < 18; i += 1) {
      act(() => {
        fireEvent.keyDown(document, { code: 'ArrowUp', key: 'ArrowUp' });
      });
    }
    act(() => {
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    });
    expect(onChange).toHaveBeenLastCalledWith(['delay']);
  });
});
