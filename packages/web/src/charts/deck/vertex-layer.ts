import { Layer, type LayerProps, type UpdateParameters } from '@deck.gl/core';
import { Model, type ModelProps } from '@luma.gl/engine';

/**
 * A deck.gl layer drawn without instancing: one vertex per attribute row, the model rebuilt when
 * deck asks (extensions changed), its vertex count the data's length at each draw. The base of the
 * software-WebGL-friendly layers (see README.md): attributes registered with `stepMode: 'dynamic'`
 * step per vertex here.
 */
export abstract class VertexLayer<P extends LayerProps> extends Layer<Required<P>> {
  declare state: { model?: Model };

  /** The layer's shaders and modules, through deck's own getShaders (which injects the layer's). */
  protected abstract shaders(): Partial<ModelProps>;

  /** How the vertices join: points, line pairs or triangles. */
  protected abstract topology(): 'point-list' | 'line-list' | 'triangle-list';

  override updateState(params: UpdateParameters<this>): void {
    super.updateState(params);
    if (params.changeFlags.extensionsChanged) {
      this.state.model?.destroy();
      this.setState({
        model: new Model(this.context.device, {
          ...this.shaders(),
          id: this.props.id,
          bufferLayout: this.getAttributeManager()?.getBufferLayouts({ isInstanced: false }) ?? [],
          topology: this.topology(),
          isInstanced: false,
          vertexCount: 0,
        }),
      });
      this.getAttributeManager()?.invalidateAll();
    }
  }

  /** Draws every vertex with the layer's own uniforms, `uniforms` under the shader module `module`. */
  protected drawVertices(module: string, uniforms: Record<string, unknown>): void {
    const { model } = this.state;
    if (model === undefined) return;
    model.shaderInputs.setProps({ [module]: uniforms });
    model.setVertexCount(this.getNumInstances());
    model.draw(this.context.renderPass);
  }
}
