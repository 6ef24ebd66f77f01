// Reads a setting that was never loaded: an uncaught TypeError at line 4.
const settings = undefined;
document.getElementById('status').textContent = 'started';
document.getElementById('status').textContent = settings.theme;
