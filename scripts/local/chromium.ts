// How the project starts Debian's Chromium for browser tests and screenshots: no sandbox
// (CI containers), no GPU, and none of the background traffic a desktop profile makes.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

