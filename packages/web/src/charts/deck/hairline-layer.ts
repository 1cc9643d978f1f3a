import {
  Layer,
  project32,
  type Accessor,
  type DefaultProps,
  type LayerProps,
  type Position,
  type UpdateParameters,
} from '@deck.gl/core';
import { Model } from '@luma.gl/engine';
import type { MultiLineString } from 'geojson';
import type { DeckColor } from './colors';

/**
 * The base map's lines (coastlines, borders, admin-1) as one-pixel GL lines.
 *
 * deck.gl's PathLayer draws joints and caps with an instanced shader whose compile alone costs
 * ~0.6 s per map in software WebGL (SwiftShader: headless Chromium, the report renderer, machines
 * without a GPU), and every map on a page has its own WebGL context. Lines of a pixel or less need
 * none of that: a plain line list draws them. A width under a pixel thins the colour instead.
 */
export interface HairlineLayerProps<D> extends LayerProps {
  /** Vertices, two per segment. */
  data: readonly D[];
  getPosition: Accessor<D, Position>;
  color: DeckColor;
  /** Under 1, the line's alpha times the width (a GL line is one device pixel wide). */
  widthPixels: number;
}

type HairlineUniforms = { color: [number, number, number, number] };

const uniformBlock = `\
layout(std140) uniform hairlineUniforms {
  vec4 color;
} hairline;
`;

const hairlineUniforms = {
  name: 'hairline',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { color: 'vec4<f32>' },
} as const;

const vs = `\
#version 300 es
#define SHADER_NAME hairline-layer-vertex-shader
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
#define SHADER_NAME hairline-layer-fragment-shader
precision highp float;
out vec4 fragColor;
void main(void) {
  fragColor = vec4(hairline.color.rgb, hairline.color.a * layer.opacity);
}
`;

const defaultProps: DefaultProps<HairlineLayerProps<unknown>> = {
  getPosition: { type: 'accessor', value: (d: unknown) => d as Position },
  color: { type: 'color', value: [0, 0, 0, 255] },
  widthPixels: { type: 'number', min: 0, value: 1 },
};

export class HairlineLayer<D> extends Layer<Required<HairlineLayerProps<D>>> {
  static override layerName = 'HairlineLayer';
  static override defaultProps = defaultProps;

  declare state: { model?: Model };

  override getShaders() {
    return super.getShaders({ vs, fs, modules: [project32, hairlineUniforms] });
  }

  override initializeState(): void {
    // 'dynamic' attributes step per vertex in this layer's non-instanced model.
    this.getAttributeManager()?.add({
      positions: { size: 3, type: 'float64', fp64: this.use64bitPositions(), accessor: 'getPosition', stepMode: 'dynamic' },
    });
  }

  override updateState(params: UpdateParameters<this>): void {
    super.updateState(params);
    if (params.changeFlags.extensionsChanged) {
      this.state.model?.destroy();
      this.setState({ model: this.getModel() });
      this.getAttributeManager()?.invalidateAll();
    }
  }

  override draw(): void {
    const { model } = this.state;
    if (model === undefined) return;
    const { color, widthPixels } = this.props;
    const [r, g, b, a = 255] = color;
    const uniforms: HairlineUniforms = { color: [r / 255, g / 255, b / 255, (a / 255) * Math.min(1, widthPixels)] };
    model.shaderInputs.setProps({ hairline: uniforms });
    model.setVertexCount(this.getNumInstances());
    model.draw(this.context.renderPass);
  }

  private getModel(): Model {
    return new Model(this.context.device, {
      ...this.getShaders(),
      id: this.props.id,
      bufferLayout: this.getAttributeManager()?.getBufferLayouts({ isInstanced: false }) ?? [],
      topology: 'line-list',
      isInstanced: false,
      vertexCount: 0,
    });
  }
}

const segmentCache = new WeakMap<MultiLineString, readonly Position[]>();

/**
 * A multi-line's segments as vertex pairs, computed once per geometry. A segment that jumps over
 * half the world crosses the antimeridian (Russia, Fiji in Natural Earth) and is left out, where
 * PathLayer's wrapLongitude would split it: drawn, it would smear across the map.
 */
export const segmentVertices = (lines: MultiLineString): readonly Position[] => {
  const cached = segmentCache.get(lines);
  if (cached !== undefined) return cached;
  const vertices: Position[] = [];
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
