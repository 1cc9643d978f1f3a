import { allowsAttribute, COMMON_CONF_ELEMENT_ID, HTML_ALLOW_LIST } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCommonConfForTests } from '../api/common-conf';
import { configuredAllowList, resetHtmlAllowListForTests } from './safe-html';

const withCommonConf = (conf: Record<string, unknown>): void => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = COMMON_CONF_ELEMENT_ID;
  element.textContent = JSON.stringify({ DASHBOARD_AUTO_REFRESH_INTERVALS: [[0, "Don't refresh"]], ...conf });
  document.head.append(element);
};

afterEach(() => {
  document.getElementById(COMMON_CONF_ELEMENT_ID)?.remove();
  resetCommonConfForTests();
  resetHtmlAllowListForTests();
});

/**
 * Which allow-list the page's sanitiser uses. What DOMPurify keeps of a list is checked in Chromium
 * (e2e/dashboard-view, charts-tables): happy-dom's parser does not hand DOMPurify a faithful tree.
 */
describe("the page's allow-list and the admin's HTML_SANITIZATION_SCHEMA_EXTENSIONS", () => {
  it("is Superset's default when the admin adds nothing", () => {
    expect(configuredAllowList()).toEqual(HTML_ALLOW_LIST);
    expect(allowsAttribute(configuredAllowList(), 'div', 'style')).toBe(false);
    expect(configuredAllowList().tags).not.toContain('style');
  });

  it('widens as the admin says, never to forms or event handlers', () => {
    withCommonConf({
      HTML_SANITIZATION_SCHEMA_EXTENSIONS: { attributes: { '*': ['style', 'onclick'] }, tagNames: ['style', 'form'] },
    });
    const list = configuredAllowList();
    expect(allowsAttribute(list, 'div', 'style')).toBe(true);
    expect(list.tags).toContain('style');
    expect(list.tags).not.toContain('form');
    expect(allowsAttribute(list, 'div', 'onclick')).toBe(false);
  });

  it("keeps the default when the page's extensions do not parse", () => {
    withCommonConf({ HTML_SANITIZATION_SCHEMA_EXTENSIONS: { tagNames: ['<script>'] } });
    expect(configuredAllowList()).toEqual(HTML_ALLOW_LIST);
  });
});
