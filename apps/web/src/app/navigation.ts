/**
 * Navigation for code outside React components (the request client ending a session). The router registers
 * itself here when it is created.
 */
interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  currentPath(): string;
}

let navigator: Navigator = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigator.navigate(to, options);
}

export function currentPath(): string {
  return navigator.currentPath();
}
