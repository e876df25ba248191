// Runs right after index.html's login shell, before the console's JavaScript (vite.config.ts loginShell): the
// shell stays only on /login, in the stored language (localStorage cvap_language); React replaces it.
(function () {
  var shell = document.querySelector('[data-testid="login-shell"]');
  if (!shell) return;
  if (window.location.pathname.replace(/\/+$/, '') !== '/login') {
    shell.remove();
    return;
  }
  var language;
  try {
    language = window.localStorage.getItem('cvap_language');
  } catch {
    // Storage refused (private mode, a policy): the default language.
    language = null;
  }
  if (language !== 'en') return;
  document.documentElement.lang = 'en';
  shell.querySelectorAll('[data-en]').forEach(function (element) {
    element.textContent = element.getAttribute('data-en');
  });
})();
