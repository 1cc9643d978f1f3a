import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { generateFilterId, type DashboardLayout, type NativeFilterConfig } from '@tessera/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { FilterConfigList } from './filter-config-list';
import {
  configFromDraft,
  draftFromConfig,
  newDividerDraft,
  newFilterDraft,
  type ConfigDraft,
  type DividerDraft,
} from './filter-draft';
import { FilterForm, type FilterFormProps } from './filter-form';
import { firstInvalidId, validateDrafts, type DraftErrors } from './filter-validation';
import { computeScope } from './scope-tree';

/** Superset's filter removal undo window (spec 02 §9: 5000 ms). */
export const FILTER_REMOVAL_UNDO_MS = 5000;

const coreFilterId = (kind: 'filter' | 'divider'): string =>
  generateFilterId(kind === 'divider' ? 'DIVIDER' : 'NATIVE_FILTER');

export interface FilterConfigModalProps {
  initial: readonly NativeFilterConfig[];
  layout: DashboardLayout;
  chartIds: readonly number[];
  chartName: (id: number) => string;
  /** A new id; core's generateFilterId (`NATIVE_FILTER-…`, `NATIVE_FILTER_DIVIDER-…`) unless given. */
  newId?: (kind: 'filter' | 'divider') => string;
  /** Saves the configuration; a rejection keeps the modal open with the edits. */
  onSave: (configuration: Record<string, unknown>[]) => Promise<void>;
  onClose: () => void;
  renderDefaultValue: FilterFormProps['renderDefaultValue'];
}

const moveItem = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

function DividerForm({
  draft,
  errors,
  onChange,
}: {
  draft: DividerDraft;
  errors: DraftErrors;
  onChange: (d: DividerDraft) => void;
}) {
  const t = useT();
  return (
    <Stack gap="sm" data-testid={`divider-form-${draft.id}`}>
      <TextInput
        label={t('Title')}
        withAsterisk
        value={draft.title}
        error={errors.title !== undefined && t(errors.title)}
        onChange={(e) => onChange({ ...draft, title: e.currentTarget.value })}
        data-testid="divider-title-input"
      />
      <Textarea
        label={t('Description')}
        value={draft.description}
        onChange={(e) => onChange({ ...draft, description: e.currentTarget.value })}
      />
    </Stack>
  );
}

/**
 * 'Add and edit filters' (Superset's FiltersConfigModal): the filters and dividers on the left,
 * the selected one's settings on the right; Save validates every filter, opens the first
 * invalid one, and otherwise hands the new native_filter_configuration to `onSave`.
 */
export function FilterConfigModal(props: FilterConfigModalProps): ReactNode {
  const { initial, layout, chartIds, chartName, newId = coreFilterId, onSave, onClose, renderDefaultValue } = props;
  const t = useT();
  const [drafts, setDrafts] = useState<ConfigDraft[]>(() => initial.map(draftFromConfig));
  const [selectedId, setSelectedId] = useState<string | null>(drafts[0]?.id ?? null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const [saving, setSaving] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // After a failed save, the first invalid field of the filter now shown takes the focus.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const live = useMemo(() => drafts.filter((d) => !removed.has(d.id)), [drafts, removed]);
  const selected = drafts.find((d) => d.id === selectedId) ?? null;

  const add = (kind: 'filter' | 'divider') => {
    const id = newId(kind);
    setDrafts((list) => [...list, kind === 'filter' ? newFilterDraft(id) : newDividerDraft(id)]);
    setSelectedId(id);
  };
  const update = (draft: ConfigDraft) => {
    setDrafts((list) => list.map((d) => (d.id === draft.id ? draft : d)));
    if (errors[draft.id] !== undefined) setErrors((current) => ({ ...current, ...validateOne(draft) }));
  };
  const validateOne = (draft: ConfigDraft): Record<string, DraftErrors> => {
    const all = validateDrafts(live.map((d) => (d.id === draft.id ? draft : d)));
    return { [draft.id]: all[draft.id] ?? {} };
  };
  const remove = (id: string) => {
    setRemoved((set) => new Set([...set, id]));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setDrafts((list) => list.filter((d) => d.id !== id));
        setRemoved((set) => new Set([...set].filter((r) => r !== id)));
        setSelectedId((current) => (current === id ? null : current));
      }, FILTER_REMOVAL_UNDO_MS),
    );
  };
  const restore = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setRemoved((set) => new Set([...set].filter((r) => r !== id)));
  };

  const save = async () => {
    const found = validateDrafts(live);
    setErrors(found);
    const invalid = firstInvalidId(live, found);
    if (invalid !== null) {
      setSelectedId(invalid);
      setFocusTick((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await onSave(
        live.map((d) =>
          configFromDraft(
            d,
            d.kind === 'filter' ? computeScope(d.scope, chartIds, layout) : { chartsInScope: [], tabsInScope: [] },
          ),
        ),
      );
      onClose();
    } catch {
      // The caller showed the error toast; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };

  const invalidIds = new Set(
    Object.entries(errors)
      .filter(([, e]) => Object.keys(e).length > 0)
      .map(([id]) => id),
  );
  return (
    <Modal opened onClose={onClose} title={t('Add and edit filters')} size="xl" data-testid="filter-config-modal">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Stack w={220} gap="xs">
          <Group gap="xs">
            <Button size="compact-xs" variant="light" onClick={() => add('filter')} data-testid="add-filter">
              {t('Add filter')}
            </Button>
            <Button size="compact-xs" variant="light" onClick={() => add('divider')} data-testid="add-divider">
              {t('Add divider')}
            </Button>
          </Group>
          <FilterConfigList
            drafts={drafts}
            selectedId={selectedId}
            removedIds={removed}
            invalidIds={invalidIds}
            onSelect={setSelectedId}
            onMove={(from, to) => setDrafts((list) => moveItem(list, from, to))}
            onRemove={remove}
          />
        </Stack>
        <ScrollArea.Autosize mah="65vh" style={{ flex: 1 }}>
          <div ref={formRef}>
            {selected === null && <Text c="dimmed">{t('Add a filter or a divider to begin.')}</Text>}
            {selected !== null && removed.has(selected.id) && (
              <Stack align="flex-start" data-testid="filter-removed">
                <Text>{t('You have removed this filter.')}</Text>
                <Button variant="light" onClick={() => restore(selected.id)} data-testid="restore-filter">
                  {t('Restore Filter')}
                </Button>
              </Stack>
            )}
            {selected?.kind === 'filter' && !removed.has(selected.id) && (
              <FilterForm
                key={selected.id}
                draft={selected}
                drafts={live}
                errors={errors[selected.id] ?? {}}
                layout={layout}
                chartIds={chartIds}
                chartName={chartName}
                onChange={update}
                renderDefaultValue={renderDefaultValue}
              />
            )}
            {selected?.kind === 'divider' && !removed.has(selected.id) && (
              <DividerForm key={selected.id} draft={selected} errors={errors[selected.id] ?? {}} onChange={update} />
            )}
          </div>
        </ScrollArea.Autosize>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} data-testid="filter-config-save">
          {t('Save')}
        </Button>
      </Group>
    </Modal>
  );
}
