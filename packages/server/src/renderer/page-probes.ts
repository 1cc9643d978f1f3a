/**
 * Page scripts over the shared DOM contract (`data-dashboard-status` on the dashboard page,
 * `data-chart-status` on each chart slot), for the report renderer and the dashboard bench. They
 * are script text because the server has no DOM types; Playwright evaluates them in the page.
 */

/**
 * What a dashboard or explore page still waits for, as `['dashboard-chart-12 loading', …]`: the
 * chart slots whose status is neither rendered nor error, or the dashboard itself while it is not
 * hydrated (`['dashboard loading']`). With `inView`, only the slots that intersect the viewport
 * (the bench's first viewport); otherwise every slot (the renderer waits for them all).
 */
export const pendingSlotsScript = ({ inView }: { inView: boolean }): string => `(() => {
  const dash = document.querySelector('[data-testid="dashboard-page"]');
  if (dash && dash.getAttribute('data-dashboard-status') !== 'hydrated')
    return ['dashboard ' + (dash.getAttribute('data-dashboard-status') || 'not started')];
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
  };
  return [...document.querySelectorAll('[data-testid^="dashboard-chart-"], [data-testid="explore-chart"]')]
    .filter((el) => ${inView ? 'inView(el)' : 'true'})
    .filter((el) => !['rendered', 'error'].includes(el.getAttribute('data-chart-status') || ''))
    .map((el) => el.getAttribute('data-testid') + ' ' + (el.getAttribute('data-chart-status') || 'no status'));
})()`;
