// Leaving the SPA (to the payment provider's hosted page) and reloading it, in one place so unit
// tests can stand in for them (jsdom cannot navigate).
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
