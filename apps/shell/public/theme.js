// Shows the visitor's stored theme before the first paint: a classic script in <head>, so
// it runs before <body> is drawn (the app's own module runs after). The CSP allows no inline
// script. It does what packages/ui's applyThemeChoice does for a stored choice (same storage
// key, attribute and colours; src/theme/themeBoot.test.ts holds them to it); with none stored,
// the CSS follows the device.
(() => {
  const colors = { light: '#667eea', 'semi-dark': '#1b1f36', dark: '#151821' };
  let choice = null;
  try {
    choice = localStorage.getItem('quoteway.theme');
  } catch {
    // Storage disabled: the device's theme.
  }
  if (!choice || !Object.hasOwn(colors, choice)) return;
  document.documentElement.setAttribute('data-theme', choice);
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', colors[choice]);
  }
})();
