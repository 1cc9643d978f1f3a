import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CssTemplateListItem } from '@tessera/core';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  ListView,
  listQueryKey,
  modifiedColumn,
  NEWEST_FIRST,
  type ListViewConfig,
} from '../../features/lists/list-view';
import { useT } from '../../i18n';

const CssTemplateModal = lazy(() => import('./css-template-modal').then((m) => ({ default: m.CssTemplateModal })));

type Editing = { template: CssTemplateListItem | null } | null;

const RESOURCE = 'css_template';

/**
 * Superset's Settings › Manage › CSS Templates (`/csstemplatemodelview/list/`): name, last
 * modified and modified by; search by name; bulk delete; '+ CSS Template' and the row's edit open
 * the template modal, the row's delete asks first.
 */
export function CssTemplateListPage(): ReactNode {
  const t = useT();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);

  const config = useMemo(
    (): ListViewConfig<CssTemplateListItem> => ({
      resource: RESOURCE,
      singular: t('CSS template'),
      plural: t('CSS templates'),
      title: t('CSS templates'),
      defaults: NEWEST_FIRST,
      columns: [
        { id: 'template_name', header: t('Name'), sortKey: 'template_name', render: (c) => c.template_name },
        modifiedColumn(t),
        {
          id: 'changed_by',
          header: t('Modified by'),
          render: (c) => (c.changed_by ? `${c.changed_by.first_name} ${c.changed_by.last_name}`.trim() : ''),
        },
      ],
      filters: [{ kind: 'search', id: 'search', col: 'template_name', label: t('Search') }],
      itemName: (c) => c.template_name,
      modified: (c) => c.changed_on_delta_humanized,
      onEdit: (c) => setEditing({ template: c }),
      writeActions: (
        <Button onClick={() => setEditing({ template: null })} data-testid="css-template-add">
          {t('+ CSS Template')}
        </Button>
      ),
    }),
    [t],
  );

  return (
    <div data-testid="css-template-list">
      <ListView config={config} />
      {editing !== null && (
        <Suspense fallback={null}>
          <CssTemplateModal
            template={editing.template}
            onClose={(changed) => {
              setEditing(null);
              if (changed) void client.invalidateQueries({ queryKey: listQueryKey(RESOURCE) });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
