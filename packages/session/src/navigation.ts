/**
 * Full-page navigation and the current address, behind an object so tests can replace them
 * (jsdom's window.location cannot be spied on).
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  currentAddress(): string {
    return `${window.location.pathname}${window.location.search}`;
  },
};
