// The stored theme before the first paint (see ARCHITECTURE.md, Themes): applyThemeChoice's
// work for a stored choice, which src/theme/themeBoot.test.ts holds it to.
(() => {
  const colors = { light: '#667eea', 'semi-dark': '#1b1f36', dark: '#151821' };
  let choice = null;
  try {
    choice = localStorage.getItem('quoteway.theme');
  } catch {
    // Storage disabled: the device's theme, as with none stored.
  }
  if (!choice || !Object.hasOwn(colors, choice)) return;
  document.documentElement.setAttribute('data-theme', choice);
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', colors[choice]);
  }
})();
