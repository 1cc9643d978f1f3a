import { z } from 'zod';
import {
  IdValue,
  TextValue,
  contains,
  endsWith,
  equals,
  escapeLike,
  ilike,
  oneOf,
  startsWith,
} from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type ListResource } from '../shared/list/list-resource.js';

type LayerEb = Eb<'annotation_layers'>;
type AnnotationEb = Eb<'annotations'>;

/** Annotation layers are shared metadata: whoever may read the Annotation view sees every layer. */
export type AnnotationLayerListCtx = Record<never, never>;

/** The nested annotation list is always one layer's. */
export interface AnnotationListCtx {
  layerId: number;
}

const layerName = (eb: LayerEb) => eb.ref('annotation_layers.name');
const layerDescr = (eb: LayerEb) => eb.ref('annotation_layers.descr');
const layerId = (eb: LayerEb) => eb.ref('annotation_layers.id');

const layerUserName = (eb: LayerEb, fk: 'annotation_layers.created_by_fk' | 'annotation_layers.changed_by_fk') =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', fk).$asScalar();

/** Superset's AnnotationLayerAllTextFilter: name or description. */
const layerAllText = filterOperator<'annotation_layers', AnnotationLayerListCtx, string>(
  'All Text',
  TextValue,
  (eb, v) => {
    const pattern = `%${escapeLike(v)}%`;
    return eb.or([ilike(layerName(eb), pattern), ilike(layerDescr(eb), pattern)]);
  },
);

const layerUserIs = (fk: 'created_by_fk' | 'changed_by_fk') =>
  filterOperator<'annotation_layers', AnnotationLayerListCtx, number>('Relation', IdValue, (eb, v) =>
    eb(`annotation_layers.${fk}`, '=', v),
  );

/** Superset's AnnotationLayerRestApi search columns and orders; the default is changed_on desc. */
export const annotationLayerListResource: ListResource<'annotation_layers', AnnotationLayerListCtx> = {
  from: (db) => db.selectFrom('annotation_layers'),
  id: layerId,
  visible: () => null,
  filters: {
    name: {
      ct: contains(layerName),
      sw: startsWith(layerName),
      ew: endsWith(layerName),
      eq: equals(layerName, z.string().max(1024)),
      annotation_layer_all_text: layerAllText,
    },
    descr: { ct: contains(layerDescr) },
    id: { eq: equals(layerId, IdValue), in: oneOf(layerId, IdValue) },
    created_by: { rel_o_m: layerUserIs('created_by_fk') },
    changed_by: { rel_o_m: layerUserIs('changed_by_fk') },
  },
  sorts: {
    id: layerId,
    name: layerName,
    descr: layerDescr,
    changed_on: (eb) => eb.ref('annotation_layers.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('annotation_layers.changed_on'),
    created_on: (eb) => eb.ref('annotation_layers.created_on'),
    created_by: (eb) => layerUserName(eb, 'annotation_layers.created_by_fk'),
    'created_by.first_name': (eb) => layerUserName(eb, 'annotation_layers.created_by_fk'),
    'changed_by.first_name': (eb) => layerUserName(eb, 'annotation_layers.changed_by_fk'),
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: { name: layerName, descr: layerDescr },
};

const shortDescr = (eb: AnnotationEb) => eb.ref('annotations.short_descr');
const longDescr = (eb: AnnotationEb) => eb.ref('annotations.long_descr');
const annotationId = (eb: AnnotationEb) => eb.ref('annotations.id');

const annotationUserName = (eb: AnnotationEb, fk: 'annotations.created_by_fk' | 'annotations.changed_by_fk') =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', fk).$asScalar();

/** Superset's AnnotationAllTextFilter: short or long description. */
const annotationAllText = filterOperator<'annotations', AnnotationListCtx, string>('All Text', TextValue, (eb, v) => {
  const pattern = `%${escapeLike(v)}%`;
  return eb.or([ilike(shortDescr(eb), pattern), ilike(longDescr(eb), pattern)]);
});

/** Superset's AnnotationRestApi search columns and orders, scoped to the layer of the path. */
export const annotationListResource: ListResource<'annotations', AnnotationListCtx> = {
  from: (db) => db.selectFrom('annotations'),
  id: annotationId,
  visible: (ctx) => (eb) => eb('annotations.layer_id', '=', ctx.layerId),
  filters: {
    short_descr: {
      ct: contains(shortDescr),
      sw: startsWith(shortDescr),
      eq: equals(shortDescr, z.string().max(1024)),
      annotation_all_text: annotationAllText,
    },
    long_descr: { ct: contains(longDescr) },
    id: { eq: equals(annotationId, IdValue), in: oneOf(annotationId, IdValue) },
    created_by: {
      rel_o_m: filterOperator('Relation', IdValue, (eb, v) => eb('annotations.created_by_fk', '=', v)),
    },
  },
  sorts: {
    id: annotationId,
    short_descr: shortDescr,
    long_descr: longDescr,
    start_dttm: (eb) => eb.ref('annotations.start_dttm'),
    end_dttm: (eb) => eb.ref('annotations.end_dttm'),
    changed_on: (eb) => eb.ref('annotations.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('annotations.changed_on'),
    created_on: (eb) => eb.ref('annotations.created_on'),
    'created_by.first_name': (eb) => annotationUserName(eb, 'annotations.created_by_fk'),
    'changed_by.first_name': (eb) => annotationUserName(eb, 'annotations.changed_by_fk'),
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: { short_descr: shortDescr },
};
