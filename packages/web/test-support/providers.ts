/** The app's providers, for component tests under src/, where nothing but app/ itself may import app/. */
export { Providers } from '../src/app/providers';
