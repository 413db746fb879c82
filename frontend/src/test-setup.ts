// Vitest setup of the frontend project: unmount between tests (vitest globals are off, so
// testing-library cannot register this itself), and pin the runtime config so no test depends on
// /config.json.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setConfigForTests } from './lib/config';

// jsdom's <dialog> has no showModal() or close(): open and close it by its attribute, which is what
// the browser's do to it (components/modal-dialog.tsx); the top layer and inertness are the browser's.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// Loaded here once per file, ahead of the tests, what the app loads on demand: the contract the API
// client checks every answer against, and Amplify (hundreds of modules), which any test with a
// stored session or a sign-in loads. Otherwise a test's first answer is late by those imports,
// which on a busy machine can outlast a findBy's wait.
await Promise.all([import('../../shared/contract/contract'), import('./lib/cognito-auth')]);

// findBy waits this long for what a page shows after its requests: 1 s (the default) is outlasted
// on a busy machine by a lazy route's first load.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  setConfigForTests({ apiBaseUrl: '' });
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Amplify keeps the session in localStorage: clearing it signs out, so one test's sign-in does not
  // leak into the next.
  localStorage.clear();
});
