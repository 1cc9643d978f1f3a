/** The app's providers, for component tests in folders that may not import app/ (charts, controls). */
export { Providers } from '../src/app/providers';
