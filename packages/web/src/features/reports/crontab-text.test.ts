import { describe, expect, it } from 'vitest';
import { registerCatalog, translate } from '../../i18n';
import fr from '../../i18n/catalogs/fr.json';
import { crontabText } from './crontab-text';

describe('crontabText', () => {
  it('words the common crontabs in French', () => {
    registerCatalog('fr', fr);
    const t = (source: string, ...args: (string | number)[]) => translate('fr', source, args);
    expect(crontabText('* * * * *', t)).toBe('Chaque minute');
    expect(crontabText('*/5 * * * *', t)).toBe('Toutes les 5 minutes');
    expect(crontabText('0 9 * * 1,5', t)).toBe('À 09:00, uniquement le lundi, vendredi');
    expect(crontabText('0 9 1 * *', t)).toBe('0 9 1 * *');
  });
});
