// The formatters' locale setter on its own, so it loads as a chunk only when a locale needs it.
export { applyFormatLocale } from '@tessera/core';
