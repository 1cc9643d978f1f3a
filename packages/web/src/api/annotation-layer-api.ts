import type {
  AnnotationCreate,
  AnnotationLayerCreate,
  AnnotationLayerItem,
  AnnotationUpdate,
  AnnotationWriteResult,
} from '@tessera/core';
import { api } from './client';

/** The list framework's resource names: the layers, and one layer's annotations nested under it. */
export const ANNOTATION_LAYER_RESOURCE = 'annotation_layer';
export const annotationResource = (layerId: number): string => `${ANNOTATION_LAYER_RESOURCE}/${layerId}/annotation`;

const LAYERS = `/api/v1/${ANNOTATION_LAYER_RESOURCE}/`;
const annotations = (layerId: number): string => `/api/v1/${annotationResource(layerId)}/`;

/** Superset's AnnotationLayerRestApi and AnnotationRestApi writes (lists and deletes go through the list view). */
export const annotationLayerApi = {
  layer: (id: number, signal?: AbortSignal) =>
    api.get<{ id: number; result: AnnotationLayerItem }>(`${LAYERS}${id}`, signal),
  createLayer: (layer: AnnotationLayerCreate) => api.post<{ id: number }>(LAYERS, layer),
  updateLayer: (id: number, layer: AnnotationLayerCreate) => api.put<{ id: number }>(`${LAYERS}${id}`, layer),
  createAnnotation: (layerId: number, annotation: AnnotationCreate) =>
    api.post<{ id: number; result: AnnotationWriteResult }>(annotations(layerId), annotation),
  updateAnnotation: (layerId: number, id: number, annotation: AnnotationUpdate) =>
    api.put<{ id: number; result: AnnotationWriteResult }>(`${annotations(layerId)}${id}`, annotation),
};
