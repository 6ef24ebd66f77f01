// Asks the host for points and shows them; the block turns blue once the answer is in.
document.getElementById('go').addEventListener('click', async () => {
  const points = await MiniAppBridge.getPoints();
  document.getElementById('out').textContent = document.getElementById('name').value + ' has ' + points.standard;
  document.getElementById('block').style.background = 'rgb(0, 0, 255)';
});
