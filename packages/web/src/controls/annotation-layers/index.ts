export { AnnotationLayerControl } from './annotation-layer-control';
