import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyFormatLocale, loadCatalog, readStoredLocale } from './i18n';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first paint is already in the chosen language; a catalog that fails to load leaves English.
const locale = readStoredLocale();
Promise.all([loadCatalog(locale), applyFormatLocale(locale)]).then(render, render);
