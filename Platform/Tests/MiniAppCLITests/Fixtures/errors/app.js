// Line 3 throws an uncaught TypeError while the page loads.
const settings = undefined;
window.appTheme = settings.theme;
