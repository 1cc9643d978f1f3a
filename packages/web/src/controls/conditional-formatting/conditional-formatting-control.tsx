import { Popover } from '@mantine/core';
import { newRule, readRules, ruleLabel, type ConditionalFormattingRule } from '@tessera/core';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import { moveItem, removeItem, replaceItem } from '../pills/list-ops';
import { PillList } from '../pills/pill-list';
import type { ControlWidgetProps } from '../types';
import { formattingColumnOptions, type ColumnOption } from './conditional-formatting-fields';
import { FormatterPopover } from './formatter-popover';

export interface ConditionalFormattingControlProps extends ControlWidgetProps {
  /** The columns a rule can colour; by default the table's numeric columns from the form data. */
  columnOptions?: readonly ColumnOption[];
}

interface Editing {
  index: number | 'new';
  initial: ConditionalFormattingRule;
}

const noDrops = (): boolean => false;

/** The table's `conditional_formatting` control: the rules as pills, a popover to add or edit one. */
export function ConditionalFormattingControl(props: ConditionalFormattingControlProps): ReactNode {
  const { config, value, onChange, formData, datasource, validationErrors } = props;
  const t = useT();
  const group = `${config.name}${useId()}`;
  const [editing, setEditing] = useState<Editing | null>(null);
  const rules = readRules(value);
  const columns = props.columnOptions ?? formattingColumnOptions(formData, datasource, rules);
  const labelOf = (column: string): string => columns.find((c) => c.value === column)?.label ?? column;

  const apply = (rule: ConditionalFormattingRule): void => {
    if (editing === null) return;
    onChange(editing.index === 'new' ? [...rules, rule] : replaceItem(rules, editing.index, rule));
    setEditing(null);
  };
  const edit = (index: number): void => {
    const rule = rules[index];
    if (rule !== undefined) setEditing({ index, initial: rule });
  };

  return (
    <ControlFrame config={config} validationErrors={validationErrors}>
      <Popover opened={editing !== null} onDismiss={() => setEditing(null)} position="right-start" shadow="md">
        <Popover.Target>
          <PillList
            group={group}
            items={rules.map((rule, index) => ({
              key: `${index}:${rule.column ?? ''}`,
              label: ruleLabel(rule, labelOf),
            }))}
            addLabel={t('Add new color formatter')}
            onAdd={() => setEditing({ index: 'new', initial: newRule() })}
            onEdit={edit}
            onRemove={(index) => onChange(removeItem(rules, index))}
            onMove={(from, to) => onChange(moveItem(rules, from, to))}
            accepts={noDrops}
            onDropItem={noDrops}
          />
        </Popover.Target>
        <Popover.Dropdown>
          {editing !== null && (
            <FormatterPopover
              key={String(editing.index)}
              initial={editing.initial}
              isNew={editing.index === 'new'}
              columns={columns}
              onApply={apply}
              onClose={() => setEditing(null)}
            />
          )}
        </Popover.Dropdown>
      </Popover>
    </ControlFrame>
  );
}
