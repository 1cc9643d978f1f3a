import type { LayoutRuleId } from '@tessera/core';
import type { TranslateFn } from '../../../i18n';

/** Core's layout rule outcomes in Superset's words (spec 01 §5), through t(). */
export const layoutRuleMessage = (t: TranslateFn, rule: LayoutRuleId): string => {
  switch (rule) {
    case 'no-room':
      return t(
        'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
      );
    case 'top-level-tab-into-nested':
      return t('Can not move top level tab into nested tabs');
    case 'filter-scope-changed':
      return t('This chart has been moved to a different filter scope.');
    case 'no-chart-definition':
      return t('Sorry, there is no chart definition associated with the chart trying to be added.');
  }
};
