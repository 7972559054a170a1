// Applies the stored theme before the first paint, so a dark theme never flashes light.
// A classic script file (not inline) so it runs under a Content-Security-Policy without 'unsafe-inline'.
(() => {
  const choices = ['system', 'light', 'dark'];
  let preference = 'light';
  try {
    const stored = window.localStorage.getItem('theme');
    if (choices.includes(stored)) preference = stored;
  } catch {
    // Storage can be unavailable (privacy modes); the default theme applies.
  }
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
  const resolved = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.setAttribute('data-mantine-color-scheme', resolved);
  root.style.colorScheme = resolved;
})();
