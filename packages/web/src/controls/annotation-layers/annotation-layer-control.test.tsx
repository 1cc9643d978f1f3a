import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnnotationLayerSchema, decodeRison } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../../test-support/mock-fetch';
import { inputByLabel, renderControl } from '../../../test-support/controls/render-control';
import { AnnotationLayerControl } from './annotation-layer-control';

const config = { type: 'AnnotationLayerControl', name: 'annotation_layers', label: 'Annotation Layers' };

const TABLE_PARAMS = JSON.stringify({
  viz_type: 'table',
  query_mode: 'raw',
  all_columns: ['started', 'ended', 'title'],
  groupby: [],
  metrics: [],
});

const mockServer = () =>
  mockFetch({
    'GET /api/v1/annotation_layer/': () => json({ result: [{ id: 7, name: 'Releases' }], count: 1, ids: [7] }),
    'GET /api/v1/chart/': () =>
      json({
        result: [{ id: 12, slice_name: 'Outages table', viz_type: 'table', params: TABLE_PARAMS }],
        count: 1,
        ids: [12],
      }),
  });

const editor = () => within(screen.getByTestId('annotation-layer-editor'));
const applyButton = () => editor().getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
const lastValue = (onChange: ReturnType<typeof vi.fn>): unknown => onChange.mock.lastCall?.[0];
const type = (label: RegExp, text: string) => fireEvent.change(inputByLabel(label), { target: { value: text } });
const choose = (label: RegExp, option: string) => {
  fireEvent.click(inputByLabel(label));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const queryOf = (request: RecordedRequest): unknown =>
  decodeRison(new URL(request.path, 'http://x').searchParams.get('q') ?? '()');

const formulaLayer = (name: string, value: string) =>
  AnnotationLayerSchema.parse({ name, annotationType: 'FORMULA', sourceType: '', value });

describe('AnnotationLayerControl', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a formula layer in the shape core reads', () => {
    mockServer();
    const { onChange } = renderControl(AnnotationLayerControl, { config, value: [] });
    expect(screen.getByText('No annotation layers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add annotation layer' }));
    expect(applyButton().disabled).toBe(true);
    type(/^Name/, 'Target');
    type(/^Formula/, 'y = 2 * x + 10');
    fireEvent.click(editor().getByLabelText('Show markers'));
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());

    const saved = lastValue(onChange);
    expect(saved).toEqual([
      expect.objectContaining({
        name: 'Target',
        annotationType: 'FORMULA',
        sourceType: '',
        value: 'y = 2 * x + 10',
        overrides: { time_range: null },
        show: true,
        showMarkers: true,
        style: 'solid',
        opacity: '',
        width: 1,
        color: null,
      }),
    ]);
    expect(AnnotationLayerSchema.array().parse(saved)).toEqual(saved);
    expect(screen.queryByTestId('annotation-layer-editor')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Target' })).toBeTruthy();
  });

  it('adds an event layer from a native annotation layer', async () => {
    const { requests } = mockServer();
    const { onChange } = renderControl(AnnotationLayerControl, { config, value: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add annotation layer' }));
    type(/^Name/, 'Launches');
    choose(/^Annotation layer type/, 'Event');
    expect(inputByLabel(/^Annotation source type/).value).toBe('Superset annotation');
    await waitFor(() => expect(requests.some((r) => r.path.startsWith('/api/v1/annotation_layer/'))).toBe(true));
    await waitFor(() => {
      fireEvent.click(inputByLabel(/^Annotation layer\s*\*?$/));
      expect(screen.getByRole('option', { name: 'Releases' })).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('option', { name: 'Releases' }));
    fireEvent.click(editor().getByLabelText('Show label'));
    fireEvent.click(applyButton());

    expect(lastValue(onChange)).toEqual([
      expect.objectContaining({
        name: 'Launches',
        annotationType: 'EVENT',
        sourceType: 'NATIVE',
        value: 7,
        showLabel: true,
      }),
    ]);
  });

  it('maps the columns of an interval layer from a table chart', async () => {
    const { requests } = mockServer();
    const { onChange } = renderControl(AnnotationLayerControl, { config, value: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add annotation layer' }));
    type(/^Name/, 'Outages');
    choose(/^Annotation layer type/, 'Interval');
    choose(/^Annotation source type/, 'Table');
    await waitFor(() => expect(requests.some((r) => r.path.startsWith('/api/v1/chart/'))).toBe(true));
    const chartQuery = queryOf(requests.find((r) => r.path.startsWith('/api/v1/chart/')) as RecordedRequest);
    expect(chartQuery).toMatchObject({ filters: [{ col: 'viz_type', opr: 'in', value: ['table'] }] });
    await waitFor(() => {
      fireEvent.click(inputByLabel(/^Chart/));
      expect(screen.getByRole('option', { name: 'Outages table' })).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('option', { name: 'Outages table' }));
    expect(applyButton().disabled).toBe(true);
    choose(/^Time column/, 'started');
    choose(/^Interval end column/, 'ended');
    choose(/^Title column/, 'title');
    fireEvent.click(editor().getByLabelText("The source chart's own time range"));
    fireEvent.click(applyButton());

    expect(lastValue(onChange)).toEqual([
      expect.objectContaining({
        name: 'Outages',
        annotationType: 'INTERVAL',
        sourceType: 'table',
        value: 12,
        timeColumn: 'started',
        intervalEndColumn: 'ended',
        titleColumn: 'title',
        overrides: {},
      }),
    ]);
  });

  it('keeps Apply disabled while the formula is invalid', () => {
    mockServer();
    const { onChange } = renderControl(AnnotationLayerControl, { config, value: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add annotation layer' }));
    type(/^Name/, 'Broken');
    type(/^Formula/, '2 * x +');
    expect(editor().getByText('Invalid formula expression')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
    type(/^Formula/, 'z * 2');
    expect(applyButton().disabled).toBe(true);
    type(/^Formula/, 'x * 2');
    expect(editor().queryByText('Invalid formula expression')).toBeNull();
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(editor().getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a second layer with the same name', () => {
    mockServer();
    renderControl(AnnotationLayerControl, { config, value: [formulaLayer('Target', 'x')] });
    fireEvent.click(screen.getByRole('button', { name: 'Add annotation layer' }));
    type(/^Name/, 'Target');
    type(/^Formula/, 'x + 1');
    expect(editor().getByText('A layer with this name already exists')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
  });

  it('edits and removes layers, showing which are hidden', () => {
    mockServer();
    const hidden = { ...formulaLayer('Baseline', '100'), show: false };
    const { onChange } = renderControl(AnnotationLayerControl, {
      config,
      value: [formulaLayer('Target', 'x'), hidden],
    });
    const rows = screen.getAllByTestId('annotation-layer-row');
    expect(within(rows[1] as HTMLElement).getByText('Hidden')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText('Hidden')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Target' }));
    expect(inputByLabel(/^Formula/).value).toBe('x');
    type(/^Formula/, 'x * 3');
    fireEvent.click(applyButton());
    expect(lastValue(onChange)).toEqual([expect.objectContaining({ name: 'Target', value: 'x * 3' }), hidden]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Target' }));
    expect(lastValue(onChange)).toEqual([hidden]);
    expect(screen.queryByRole('button', { name: 'Edit Target' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Baseline' })).toBeTruthy();
  });
});
