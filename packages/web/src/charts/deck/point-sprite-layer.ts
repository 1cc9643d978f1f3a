import {
  color,
  picking,
  project32,
  UNIT,
  type Accessor,
  type Color,
  type DefaultProps,
  type LayerProps,
  type Position,
  type Unit,
} from '@deck.gl/core';
import type { ModelProps } from '@luma.gl/engine';
import { VertexLayer } from './vertex-layer';

/**
 * Filled circles drawn as one GL point each, for scatters of many points.
 *
 * deck.gl's ScatterplotLayer draws an instanced quad per point. In software WebGL (SwiftShader:
 * headless Chromium, the report renderer, machines without a GPU) an instanced draw costs about
 * eight times a plain one: 100,000 instanced quads take ~1.5 s there, the same points as GL points
 * ~0.2 s. This layer keeps ScatterplotLayer's look for what the scatter charts use (a radius in
 * metres or pixels clamped to pixel bounds, a fill colour, the same anti-aliased edge, picking),
 * always facing the screen (Superset's deck scatter has no pitch by default), and its radius is
 * capped by the GPU's largest point size.
 */
export interface PointSpriteLayerProps<D> extends LayerProps {
  data: readonly D[];
  getPosition: Accessor<D, Position>;
  getRadius?: Accessor<D, number>;
  getFillColor?: Accessor<D, Color>;
  radiusUnits?: Unit;
  radiusScale?: number;
  radiusMinPixels?: number;
  radiusMaxPixels?: number;
}

type SpriteUniforms = {
  radiusScale: number;
  radiusMinPixels: number;
  radiusMaxPixels: number;
  radiusUnits: number;
  maxPointSize: number;
};

const uniformBlock = `\
layout(std140) uniform spriteUniforms {
  float radiusScale;
  float radiusMinPixels;
  float radiusMaxPixels;
  highp int radiusUnits;
  float maxPointSize;
} sprite;
`;

const spriteUniforms = {
  name: 'sprite',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { radiusScale: 'f32', radiusMinPixels: 'f32', radiusMaxPixels: 'f32', radiusUnits: 'i32', maxPointSize: 'f32' },
} as const;

const vs = `\
#version 300 es
#define SHADER_NAME point-sprite-layer-vertex-shader
in vec3 positions;
in vec3 positions64Low;
in float radius;
in vec4 fillColors;
out vec4 vFillColor;
out float outerRadiusPixels;
void main(void) {
  geometry.worldPosition = positions;
  outerRadiusPixels = clamp(
    project_size_to_pixel(sprite.radiusScale * radius, sprite.radiusUnits),
    sprite.radiusMinPixels, sprite.radiusMaxPixels
  );
  // A point larger than the GPU draws would be cut square: the circle shrinks to fit instead.
  outerRadiusPixels = min(outerRadiusPixels, sprite.maxPointSize / (2.0 * project.devicePixelRatio) - SMOOTH_EDGE_RADIUS);
  // One vertex per object: the vertex id is the object index, as gl_InstanceID is for instanced layers.
  geometry.pickingColor = picking_getPickingColorFromIndex(float(gl_VertexID));
  gl_Position = project_position_to_clipspace(positions, positions64Low, vec3(0.0), geometry.position);
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  gl_PointSize = 2.0 * (outerRadiusPixels + SMOOTH_EDGE_RADIUS) * project.devicePixelRatio;
  vFillColor = vec4(fillColors.rgb, fillColors.a * layer.opacity);
  DECKGL_FILTER_COLOR(vFillColor, geometry);
}
`;

const fs = `\
#version 300 es
#define SHADER_NAME point-sprite-layer-fragment-shader
precision highp float;
in vec4 vFillColor;
in float outerRadiusPixels;
out vec4 fragColor;
void main(void) {
  vec2 unitPosition = gl_PointCoord * 2.0 - 1.0;
  geometry.uv = unitPosition;
  float distToCenter = length(unitPosition) * (outerRadiusPixels + SMOOTH_EDGE_RADIUS);
  float inCircle = smoothedge(distToCenter, outerRadiusPixels);
  if (inCircle == 0.0) {
    discard;
  }
  fragColor = vFillColor;
  fragColor.a *= inCircle;
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

const BLACK: [number, number, number, number] = [0, 0, 0, 255];

const defaultProps: DefaultProps<PointSpriteLayerProps<unknown>> = {
  radiusUnits: 'meters',
  radiusScale: { type: 'number', min: 0, value: 1 },
  radiusMinPixels: { type: 'number', min: 0, value: 0 },
  radiusMaxPixels: { type: 'number', min: 0, value: Number.MAX_SAFE_INTEGER },
  getPosition: { type: 'accessor', value: (d: unknown) => (d as { position: Position }).position },
  getRadius: { type: 'accessor', value: 1 },
  getFillColor: { type: 'accessor', value: BLACK },
};

export class PointSpriteLayer<D> extends VertexLayer<PointSpriteLayerProps<D>> {
  static override layerName = 'PointSpriteLayer';
  static override defaultProps = defaultProps;

  // deck makes a new layer object on every update and hands the state over: what is read once lives there.
  declare state: VertexLayer<PointSpriteLayerProps<D>>['state'] & { maxPointSize?: number };

  protected override shaders(): Partial<ModelProps> {
    return this.getShaders({ vs, fs, modules: [project32, color, picking, spriteUniforms] });
  }

  override initializeState(): void {
    // 'dynamic' attributes step per vertex in this layer's non-instanced model.
    this.getAttributeManager()?.add({
      positions: { size: 3, type: 'float64', fp64: this.use64bitPositions(), accessor: 'getPosition', stepMode: 'dynamic' },
      radius: { size: 1, accessor: 'getRadius', defaultValue: 1, stepMode: 'dynamic' },
      fillColors: { size: 4, type: 'unorm8', accessor: 'getFillColor', defaultValue: BLACK, stepMode: 'dynamic' },
    });
    const { device } = this.context;
    // The GPU's largest point (64 where the device does not say).
    this.setState({ maxPointSize: (device.type === 'webgl' ? readPointSizeRange(device) : null) ?? 64 });
  }

  protected override topology(): 'point-list' {
    return 'point-list';
  }

  override draw(): void {
    const { radiusUnits, radiusScale, radiusMinPixels, radiusMaxPixels } = this.props;
    const uniforms: SpriteUniforms = {
      radiusScale,
      radiusMinPixels,
      radiusMaxPixels,
      radiusUnits: UNIT[radiusUnits],
      maxPointSize: this.state.maxPointSize ?? 64,
    };
    this.drawVertices('sprite', uniforms);
  }
}

/** WebGL's ALIASED_POINT_SIZE_RANGE upper bound (1 on some drivers; 1024 in SwiftShader). */
const readPointSizeRange = (device: unknown): number | null => {
  const gl = (device as { gl?: WebGL2RenderingContext }).gl;
  const range: unknown = gl?.getParameter(gl.ALIASED_POINT_SIZE_RANGE);
  return range instanceof Float32Array && typeof range[1] === 'number' ? range[1] : null;
};
