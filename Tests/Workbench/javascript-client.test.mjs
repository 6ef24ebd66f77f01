// The JavaScript client (testing/javascript/miniapp-testing.mjs) against the real host:
// run by scripts/test-workbench with `node --test`, with $MINIAPP naming the built `miniapp`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MiniApp, MiniAppTestError } from '../../testing/javascript/miniapp-testing.mjs';

const APP = join(dirname(fileURLToPath(import.meta.url)), 'app');
const POINTS = { standard: 10, term: 20, cash: 30 };

test('answers scripted before launch reach the first script, and change while the app runs', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'workbench-'));
  const app = await MiniApp.start(APP, { hold: true, args: ['--transcript', join(folder, 'run.jsonl')] });
  try {
    await app.answer('getPoints', { value: POINTS });
    await app.launch();
    await app.waitUntil(async () => (await (await app.find('#launch-points')).text()) === 'launch 10', { message: 'the launch-time answer' });
    const first = await app.expectCall('getPoints');
    assert.equal(first.status, 'success');
    assert.deepEqual(first.reply, POINTS);
    assert.equal(first.param, null);

    await (await app.find('#name')).type('Cy');
    await app.answer('getPoints', { error: 'Points are resting', delayMs: 200 });
    await (await app.find('#get-points')).click();
    const failed = await app.expectCall('getPoints');
    assert.equal(failed.status, 'error');
    assert.equal(failed.reply, 'Points are resting');
    // getPoints parses its error as JSON, as Rakuten's bridge does; plain text reads so.
    assert.equal(await (await app.find('#out')).text(), 'error Failed to parse the error: Points are resting');

    await app.clearAnswer('getPoints');
    await (await app.find('#get-points')).click();
    const real = await app.expectCall('getPoints');
    assert.equal(real.status, 'error', 'without a script the default profile refuses points (no permission)');

    await app.pushEvent('json', { text: '{"message":"hi"}' });
    await app.waitUntil(async () => (await (await app.find('#host-json')).text()) === 'host says hi', { message: 'the host event' });
    assert.equal(await app.execute('return document.title'), 'Workbench points');
    const png = await app.screenshot();
    assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);

    await app.close();
    await app.waitUntil(async () => (await readFile(join(folder, 'run.jsonl'), 'utf8')).includes('"outcome":"closed"'), { message: 'the session end' });
  } finally {
    await app.quit();
  }
});

test('a wrong answer is refused with the reason', async () => {
  const app = await MiniApp.start(APP, { hold: true });
  try {
    await assert.rejects(app.answer('getPoints', {}), (error) => error instanceof MiniAppTestError && /give value, error or delayMs/.test(error.message));
    await assert.rejects(app.launch().then(() => app.launch()), /already launched/);
  } finally {
    await app.quit();
  }
});
