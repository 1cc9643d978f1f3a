import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForHostPort } from './features/embedded/host-port';
import { loadLocale, readStoredLocale } from './i18n';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// An embedded dashboard's host sends its port on the frame's load event: listen before anything loads.
if (window.location.pathname.startsWith('/embedded/')) listenForHostPort();

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first paint is already in the chosen language; a catalog that fails to load leaves English.
loadLocale(readStoredLocale()).then(render, render);
