import {
  project32,
  type Accessor,
  type DefaultProps,
  type LayerProps,
  type Position,
} from '@deck.gl/core';
import { earcut } from '@math.gl/polygon';
import type { Feature, Geometry, MultiLineString, Position as GeoPosition } from 'geojson';
import type { ModelProps } from '@luma.gl/engine';
import type { DeckColor } from './colors';
import type { LonLat } from './spatial';
import { VertexLayer } from './vertex-layer';

/**
 * The base map's shapes in one flat colour: land as a triangle list, coastlines, borders and
 * admin-1 as one-pixel GL lines, all from one small shader.
 *
 * deck.gl's PathLayer draws joints and caps with an instanced shader whose compile alone costs
 * ~0.6 s per map in software WebGL (SwiftShader: headless Chromium, the report renderer, machines
 * without a GPU), GeoJsonLayer's polygons ~0.2 s more, and every map on a page has its own WebGL
 * context. A base map needs none of that. A line width under a pixel thins the colour instead.
 */
export interface FlatShapeLayerProps<D> extends LayerProps {
  /** Vertices: two per segment for lines, three per triangle for fills. */
  data: readonly D[];
  getPosition: Accessor<D, Position>;
  topology: 'line-list' | 'triangle-list';
  color: DeckColor;
  /** Lines under 1: the alpha times the width (a GL line is one device pixel wide). */
  widthPixels: number;
}

type FlatUniforms = { color: [number, number, number, number] };

const uniformBlock = `\
layout(std140) uniform flatShapeUniforms {
  vec4 color;
} flatShape;
`;

const flatShapeUniforms = {
  name: 'flatShape',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { color: 'vec4<f32>' },
} as const;

const vs = `\
#version 300 es
#define SHADER_NAME flat-shape-layer-vertex-shader
in vec3 positions;
in vec3 positions64Low;
void main(void) {
  geometry.worldPosition = positions;
  gl_Position = project_position_to_clipspace(positions, positions64Low, vec3(0.0), geometry.position);
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
}
`;

const fs = `\
#version 300 es
#define SHADER_NAME flat-shape-layer-fragment-shader
precision highp float;
out vec4 fragColor;
void main(void) {
  fragColor = vec4(flatShape.color.rgb, flatShape.color.a * layer.opacity);
}
`;

const defaultProps: DefaultProps<FlatShapeLayerProps<unknown>> = {
  getPosition: { type: 'accessor', value: (d: unknown) => d as Position },
  topology: 'line-list',
  color: { type: 'color', value: [0, 0, 0, 255] },
  widthPixels: { type: 'number', min: 0, value: 1 },
};

export class FlatShapeLayer<D> extends VertexLayer<FlatShapeLayerProps<D>> {
  static override layerName = 'FlatShapeLayer';
  static override defaultProps = defaultProps;

  protected override shaders(): Partial<ModelProps> {
    return this.getShaders({ vs, fs, modules: [project32, flatShapeUniforms] });
  }

  override initializeState(): void {
    // 'dynamic' attributes step per vertex in this layer's non-instanced model.
    this.getAttributeManager()?.add({
      positions: { size: 3, type: 'float64', fp64: this.use64bitPositions(), accessor: 'getPosition', stepMode: 'dynamic' },
    });
  }

  protected override topology(): 'line-list' | 'triangle-list' {
    return this.props.topology;
  }

  override draw(): void {
    const { color, widthPixels, topology } = this.props;
    const [r, g, b, a = 255] = color;
    const thinned = topology === 'line-list' ? Math.min(1, widthPixels) : 1;
    const uniforms: FlatUniforms = { color: [r / 255, g / 255, b / 255, (a / 255) * thinned] };
    this.drawVertices('flatShape', uniforms);
  }
}

const segmentCache = new WeakMap<MultiLineString, readonly LonLat[]>();

/**
 * A multi-line's segments as vertex pairs, computed once per geometry. A segment that jumps over
 * half the world crosses the antimeridian (Russia, Fiji in Natural Earth) and is left out, where
 * PathLayer's wrapLongitude would split it: drawn, it would smear across the map.
 */
export const segmentVertices = (lines: MultiLineString): readonly LonLat[] => {
  const cached = segmentCache.get(lines);
  if (cached !== undefined) return cached;
  const vertices: LonLat[] = [];
  for (const line of lines.coordinates)
    for (let i = 1; i < line.length; i += 1) {
      const a = line[i - 1];
      const b = line[i];
      if (a === undefined || b === undefined) continue;
      const [ax = 0, ay = 0] = a;
      const [bx = 0, by = 0] = b;
      if (Math.abs(bx - ax) > 180) continue;
      vertices.push([ax, ay], [bx, by]);
    }
  segmentCache.set(lines, vertices);
  return vertices;
};

const fillCache = new WeakMap<readonly Feature[], readonly LonLat[]>();

/** A ring's longitudes made continuous (no step over 180°), from `start`: deck's wrapLongitude for polygons. */
const unwrapRing = (ring: readonly GeoPosition[], start: number): number[] => {
  const flat: number[] = [];
  let previous = start;
  for (const [x = 0, y = 0] of ring) {
    const lon = x + 360 * Math.round((previous - x) / 360);
    flat.push(lon, y);
    previous = lon;
  }
  return flat;
};

const polygonsOf = (geometry: Geometry | null): GeoPosition[][][] => {
  if (geometry?.type === 'Polygon') return [geometry.coordinates];
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates;
  return [];
};

/**
 * The features' polygons as triangles (earcut, holes kept), three vertices each, computed once per
 * feature list. Rings that cross the antimeridian (Russia, Fiji) are unwrapped past 180°, and the
 * map's world copies show the part beyond.
 */
export const fillTriangles = (features: readonly Feature[]): readonly LonLat[] => {
  const cached = fillCache.get(features);
  if (cached !== undefined) return cached;
  const vertices: LonLat[] = [];
  for (const f of features)
    for (const polygon of polygonsOf(f.geometry)) {
      const start = polygon[0]?.[0]?.[0] ?? 0;
      const flat: number[] = [];
      const holes: number[] = [];
      polygon.forEach((ring, i) => {
        if (i > 0) holes.push(flat.length / 2);
        flat.push(...unwrapRing(ring, start));
      });
      for (const index of earcut(flat, holes, 2)) vertices.push([flat[index * 2] ?? 0, flat[index * 2 + 1] ?? 0]);
    }
  fillCache.set(features, vertices);
  return vertices;
};
